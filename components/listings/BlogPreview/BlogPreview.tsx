import type { ReactNode } from 'react';
import type { BlogPostPreview } from '@/lib/blog/types';
import type { HeadingLevel } from '@/lib/render/params';
import { BlogCard, type BlogCardLabels } from '../BlogCard/BlogCard';
import { Heading } from '../../shared/Heading';
import { CtaLink, type Cta } from '../../shared/CtaLink';
import { Section } from '../../shared/Section';
import styles from './BlogPreview.module.scss';

export interface BlogPreviewProps {
  heading?: ReactNode;
  headingLevel: HeadingLevel;
  articles: BlogPostPreview[];
  cta?: Cta;
  labels: BlogCardLabels;
  nested: boolean;
}

/** The newest articles of one type in a row of cards, with a link to the whole section. */
export function BlogPreview({ heading, headingLevel, articles, cta, labels, nested }: BlogPreviewProps) {
  if (articles.length === 0) return null;
  const cardLevel: HeadingLevel =
    heading && /^h[1-5]$/.test(headingLevel) ? (`h${Number(headingLevel[1]) + 1}` as HeadingLevel) : 'h3';
  return (
    <Section nested={nested} background="cream" className={styles.preview}>
      <div className={styles.header}>
        <Heading level={headingLevel} className={styles.heading}>
          {heading}
        </Heading>
        {cta ? <CtaLink cta={cta} variant="text" /> : null}
      </div>
      <div className="row g-4" data-blog-preview="">
        {articles.map((article) => (
          <div key={article.EntryID} className="col-12 col-md-6 col-lg-4">
            <BlogCard article={article} headingLevel={cardLevel} labels={labels} />
          </div>
        ))}
      </div>
    </Section>
  );
}
