import type { BlogArticle } from '@/lib/blog/types';
import { formatDisplayDate } from '@/lib/blog/dates';
import { headingLevel } from '@/lib/render/params';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { ContentImage } from '../../shared/ContentImage';
import { Portrait } from '../../shared/Portrait';
import { Heading } from '../../shared/Heading';
import { ShareDropdown, type ShareItem } from '../ShareDropdown';
import { ServerImage } from '../../shared/ServerImage';
// Only articles render this widget, so its client parts come with the article route alone, next/dynamic or not: the
// print button's own chunk was listed in the route's manifest but never written once it shared code with the share menu.
import { PrintButton } from './PrintButton.client';
import styles from './BlogPost.module.scss';

/** The right column under the image on desktops (after the article on phones): three articles and the way back. */
function RelatedArticles({ around, className }: { around: ArticleSurroundings; className?: string }) {
  return (
    <section className={`${styles.related} ${className ?? ''}`.trim()} aria-label={around.relatedHeading}>
      <p className={styles.relatedHeading}>{around.relatedHeading}</p>
      <ul>
        {around.related.map((item) => (
          <li key={item.href}>
            <Link href={item.href}>{item.title}</Link>
            <time dateTime={item.date}>{formatDisplayDate(item.date, around.dateLocale)}</time>
          </li>
        ))}
      </ul>
      <Link className="link-arrow" href={around.back.href}>
        {around.back.label}
      </Link>
    </section>
  );
}

interface Link {
  label: string;
  href: string;
}

/** What surrounds an article so it is no dead end: where it sits, what to read next, and what to do now. */
export interface ArticleSurroundings {
  breadcrumbLabel: string;
  trail: Link[];
  relatedHeading: string;
  related: { title: string; href: string; date: string }[];
  back: Link;
  closing: { heading: string; text: string; cta: Link };
  /** The locale dates are written in (en-US when left out). */
  dateLocale?: string;
}

export interface BlogPostLabels {
  added: string;
  by: string;
  share: string;
  copied: string;
  newTab: string;
  print: string;
  /** The locale dates are written in (en-US when left out). */
  dateLocale?: string;
}

/**
 * The blog post layout of docs/behaviour.md#articles-and-listings: title at its heading level, 'Added {date}', share menu and print button, author
 * block, the table of contents of a long article, body in
 * the 8/12 main column and the preview image in a 4/12 column (eager; full width on small screens).
 */
export function BlogPost({
  article,
  shareItems,
  labels,
  contents,
  body,
  around,
  title,
  authorName,
  authorTitle,
}: {
  article: BlogArticle;
  /** The share menu's items, each with the address of its icon (a 20 px image, drawn as it is). */
  shareItems: (Omit<ShareItem, 'icon'> & { iconUrl?: string })[];
  labels: BlogPostLabels;
  /** The table of contents, shown above the body. */
  contents?: ReactNode;
  body: ReactNode;
  around?: ArticleSurroundings;
  /** The title as rendered (in the canvas, editable in place); the article's title by default. */
  title?: ReactNode;
  /** The author's name and job title as rendered (in the canvas, editable in place); the article's by default. */
  authorName?: ReactNode;
  authorTitle?: ReactNode;
}) {
  const { preview, author } = article;
  return (
    <article className="section" data-blog-post="">
      <div className="container">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-lg-8" data-column="main">
            {around ? (
              <nav aria-label={around.breadcrumbLabel} className={styles.trail}>
                <ol>
                  {around.trail.map((link) => (
                    <li key={link.href}>
                      {/* Up the trail: not prefetched (issue 51), as the site's Breadcrumb. */}
                      <Link href={link.href} prefetch={false}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ol>
              </nav>
            ) : (
              <p className={styles.eyebrow}>{preview.Categories[0]}</p>
            )}
            <Heading level={headingLevel(article.headingType, 'h1')} className={styles.title}>
              {title ?? preview.Title}
            </Heading>
            <div className={styles.meta}>
              <p className={styles.date}>
                {labels.added}{' '}
                <time dateTime={preview.PublishedDate}>
                  {formatDisplayDate(preview.PublishedDate, labels.dateLocale)}
                </time>
              </p>
              {shareItems.length ? (
                <ShareDropdown
                  label={labels.share}
                  items={shareItems.map(({ iconUrl, ...item }) => ({
                    ...item,
                    icon: iconUrl ? <ServerImage src={iconUrl} alt="" width={20} height={20} unoptimized /> : undefined,
                  }))}
                  copiedText={labels.copied}
                  newTabText={labels.newTab}
                />
              ) : null}
              <PrintButton label={labels.print} />
            </div>
            {author ? (
              <div className={styles.author} data-author="">
                {author.authorImage ? <Portrait image={author.authorImage} size="byline" decorative /> : null}
                <div>
                  <p className={styles.authorName}>
                    {labels.by} {authorName ?? author.nameOfAuthor}
                  </p>
                  {author.title ? <p className={styles.authorTitle}>{authorTitle ?? author.title}</p> : null}
                </div>
              </div>
            ) : null}
            {contents ? <div className="mb-4">{contents}</div> : null}
            <div className={styles.body}>{body}</div>
            {around ? (
              <aside className={styles.closing} aria-labelledby="article-closing">
                <h2 id="article-closing" className="h4">
                  {around.closing.heading}
                </h2>
                <p>{around.closing.text}</p>
                <Link className="btn btn-primary" href={around.closing.cta.href}>
                  {around.closing.cta.label}
                </Link>
              </aside>
            ) : null}
          </div>
          {preview.Image ? (
            <div className="col-12 col-lg-4 order-first order-lg-last" data-column="image">
              <ContentImage
                image={preview.Image}
                sizes="(min-width: 992px) 33vw, 100vw"
                priority
                className={styles.image}
              />
              {around ? <RelatedArticles around={around} className="d-none d-lg-block" /> : null}
            </div>
          ) : null}
          {around ? (
            <div className="col-12 d-lg-none">
              <RelatedArticles around={around} />
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
