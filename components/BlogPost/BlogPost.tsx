import type { BlogArticle } from '@/lib/blog/types';
import { formatDisplayDate } from '@/lib/blog/dates';
import { headingLevel } from '@/lib/params';
import type { ReactNode } from 'react';
import { ContentImage } from '../shared/ContentImage';
import { Heading } from '../shared/Heading';
import { ShareDropdown, type ShareItem } from '../ShareDropdown';
import { PrintButton } from '../shared/lazy-widgets.client';
import styles from './BlogPost.module.scss';

export interface BlogPostLabels {
  added: string;
  by: string;
  share: string;
  copied: string;
  newTab: string;
  print: string;
}

/**
 * The blog post layout of SPEC §2: title at its heading level, 'Added {date}', share menu and print button, author
 * block, the table of contents of a long article, body in
 * the 8/12 main column and the preview image in a 4/12 column (eager; full width on small screens).
 */
export function BlogPost({
  article,
  shareItems,
  labels,
  contents,
  body,
}: {
  article: BlogArticle;
  shareItems: ShareItem[];
  labels: BlogPostLabels;
  /** The table of contents, shown above the body. */
  contents?: ReactNode;
  body: ReactNode;
}) {
  const { preview, author } = article;
  return (
    <article className="section" data-blog-post="">
      <div className="container">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-lg-8" data-column="main">
            <p className={styles.eyebrow}>{preview.Categories[0]}</p>
            <Heading level={headingLevel(article.headingType, 'h1')} className={styles.title}>
              {preview.Title}
            </Heading>
            <div className={styles.meta}>
              <p className={styles.date}>
                {labels.added} <time dateTime={preview.PublishedDate}>{formatDisplayDate(preview.PublishedDate)}</time>
              </p>
              {shareItems.length ? (
                <ShareDropdown
                  label={labels.share}
                  items={shareItems}
                  copiedText={labels.copied}
                  newTabText={labels.newTab}
                />
              ) : null}
              <PrintButton label={labels.print} />
            </div>
            {author ? (
              <div className={styles.author} data-author="">
                {author.authorImage ? (
                  <ContentImage image={author.authorImage} sizes="64px" decorative className={styles.authorImage} />
                ) : null}
                <div>
                  <p className={styles.authorName}>
                    {labels.by} {author.nameOfAuthor}
                  </p>
                  {author.title ? <p className={styles.authorTitle}>{author.title}</p> : null}
                </div>
              </div>
            ) : null}
            {contents ? <div className="mb-4">{contents}</div> : null}
            <div className={styles.body}>{body}</div>
          </div>
          {preview.Image ? (
            <div className="col-12 col-lg-4 order-first order-lg-last" data-column="image">
              <ContentImage
                image={preview.Image}
                sizes="(min-width: 992px) 33vw, 100vw"
                priority
                className={styles.image}
              />
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
