import Link from 'next/link';
import type { BlogPostPreview } from '@/lib/blog/types';
import { formatDisplayDate } from '@/lib/blog/dates';
import type { HeadingLevel } from '@/lib/render/params';
import { ContentImage } from '../../shared/ContentImage';
import { Heading } from '../../shared/Heading';
import styles from './BlogCard.module.scss';

export interface BlogCardLabels {
  newTab: string;
  featured: string;
  /** The locale dates are written in (en-US when left out). */
  dateLocale?: string;
}

/**
 * One article as a card: image, category, title (the card's one link, stretched over the card), date and
 * description. External news items open the trade publication in a new tab.
 */
export function BlogCard({
  article,
  headingLevel,
  labels,
  featured = false,
  priority = false,
}: {
  article: BlogPostPreview;
  headingLevel: HeadingLevel;
  labels: BlogCardLabels;
  featured?: boolean;
  /** The listing's first card: on a phone its image is the largest paint, fetched at once, not lazily. */
  priority?: boolean;
}) {
  const rel = article.External
    ? ['noopener', 'noreferrer', ...(article.NoFollow ? ['nofollow'] : [])].join(' ')
    : undefined;
  const title = (
    <>
      {article.Title}
      {article.External ? (
        <>
          {' '}
          <span className="visually-hidden">{labels.newTab}</span>
        </>
      ) : null}
    </>
  );
  return (
    <article
      className={`${styles.card} ${featured ? styles.featured : ''}`}
      data-blog-card=""
      data-featured={featured ? '' : undefined}
    >
      {article.Image ? (
        <div className={styles.media}>
          <ContentImage
            image={article.Image}
            sizes={
              featured ? '(min-width: 992px) 50vw, 100vw' : '(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw'
            }
            decorative
            priority={priority}
            className={styles.image}
          />
        </div>
      ) : null}
      <div className={styles.body}>
        <p className={styles.eyebrow}>
          {featured ? <span className={styles.badge}>{labels.featured}</span> : null}
          {article.Categories[0]}
        </p>
        <Heading level={headingLevel} className={styles.title}>
          {article.External ? (
            <a href={article.Url} target="_blank" rel={rel} className="stretched-link">
              {title}
            </a>
          ) : (
            <Link href={article.Url} className="stretched-link">
              {title}
            </Link>
          )}
        </Heading>
        <p className={styles.date}>
          <time dateTime={article.PublishedDate}>{formatDisplayDate(article.PublishedDate, labels.dateLocale)}</time>
        </p>
        <p className={styles.description}>{article.Description}</p>
        {article.BlogPreviewCta?.linkTitle ? (
          <p className={`${styles.more} link-arrow`} aria-hidden="true">
            {article.BlogPreviewCta.linkTitle}
          </p>
        ) : null}
      </div>
    </article>
  );
}
