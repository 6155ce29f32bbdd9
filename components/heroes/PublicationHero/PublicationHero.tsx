import type { ReactNode } from 'react';
import type { HeadingLevel, ImageAsset } from '@/lib/render/params';
import { columnSizes } from '@/lib/widgets/image-sizes';
import { Heading } from '../../shared/Heading';
import { ContentImage } from '../../shared/ContentImage';
import { CtaLink, type Cta } from '../../shared/CtaLink';
import styles from './PublicationHero.module.scss';

export interface PublicationHeroProps {
  category?: ReactNode;
  heading?: ReactNode;
  headingLevel: HeadingLevel;
  summary?: ReactNode;
  publicationName?: ReactNode;
  publishedDate?: Date;
  publishedLabel: string;
  image?: ImageAsset;
  link?: Cta;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * The header of a news or publication page: category, title, summary, where and when it was published, an image,
 * and a link to the original article. Its presence makes the page an article for social cards (lib/seo/page-type.ts).
 */
export function PublicationHero({
  category,
  heading,
  headingLevel,
  summary,
  publicationName,
  publishedDate,
  publishedLabel,
  image,
  link,
}: PublicationHeroProps) {
  return (
    <header className={styles.hero} data-hero="">
      <div className="container">
        <div className="row align-items-center gy-4 gx-lg-5">
          <div className={image ? 'col-lg-7' : 'col-lg-9'}>
            {category ? <p className={styles.category}>{category}</p> : null}
            <Heading level={headingLevel} className={styles.heading}>
              {heading}
            </Heading>
            {summary ? <p className={styles.summary}>{summary}</p> : null}
            {publicationName || publishedDate ? (
              <p className={styles.meta}>
                {publicationName ? <span>{publicationName}</span> : null}
                {publishedDate ? (
                  <time dateTime={publishedDate.toISOString().slice(0, 10)}>
                    {publishedLabel} {DATE_FORMAT.format(publishedDate)}
                  </time>
                ) : null}
              </p>
            ) : null}
            {link ? <CtaLink cta={link} variant="primary" /> : null}
          </div>
          {image ? (
            <div className="col-lg-5">
              <ContentImage image={image} sizes={columnSizes(5, 'lg')} priority className={styles.image} />
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}
