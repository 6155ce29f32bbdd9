import type { ReactNode } from 'react';
import type { HeadingLevel, ImageAsset } from '@/lib/render/params';
import { CARD_IMAGE } from '@/lib/constants';
import { TitleLink, type Cta } from '../../shared/CtaLink';
import { Heading } from '../../shared/Heading';
import { ContentImage } from '../../shared/ContentImage';
import { Section } from '../../shared/Section';
import styles from './PreviewCard.module.scss';

export interface PreviewCardProps {
  media?: ImageAsset;
  eyebrow?: ReactNode;
  heading?: ReactNode;
  headingLevel: HeadingLevel;
  description?: ReactNode;
  /** The previewed page; the heading is its link. */
  link?: Cta;
  /** The link's own words, shown under the text as a visual cue only. */
  more?: ReactNode;
  nested: boolean;
}

/**
 * A card that previews another page: image (575x300 crop), label, heading, a sentence and one link. The whole card
 * is clickable through the heading link, so there is one link per card for screen readers.
 */
export function PreviewCard({
  media,
  eyebrow,
  heading,
  headingLevel,
  description,
  link,
  more,
  nested,
}: PreviewCardProps) {
  const card = (
    <article className={`${styles.card} ${nested ? '' : styles.standalone}`}>
      {media ? (
        <ContentImage
          image={{ ...media, width: media.width || CARD_IMAGE.width, height: media.height || CARD_IMAGE.height }}
          sizes="(min-width: 1400px) 640px, (min-width: 992px) 50vw, 100vw"
          className={styles.image}
        />
      ) : null}
      <div className={styles.body}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading level={headingLevel} className={styles.heading}>
          {link ? <TitleLink link={link} className={styles.link} /> : heading}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
        {link && more ? (
          <p className={styles.more} aria-hidden="true">
            {more}
          </p>
        ) : null}
      </div>
    </article>
  );
  return nested ? card : <Section nested={false}>{card}</Section>;
}
