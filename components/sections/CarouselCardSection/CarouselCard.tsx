import type { ReactNode } from 'react';
import type { HeadingLevel, ImageAsset } from '@/lib/render/params';
import { CARD_IMAGE } from '@/lib/constants';
import { ContentImage } from '../../shared/ContentImage';
import { CtaLink, type Cta } from '../../shared/CtaLink';
import { Heading } from '../../shared/Heading';
import { RichText } from '../../rendering/RichText/RichText';
import styles from './CarouselCardSection.module.scss';

export interface CarouselCardProps {
  media?: ImageAsset;
  heading?: ReactNode;
  headingLevel: HeadingLevel;
  content?: ReactNode;
  cta?: Cta;
}

/** One card of a carousel: a 575x300 image (decorative: the heading names the card), heading, text and call to action. */
export function CarouselCard({ media, heading, headingLevel, content, cta }: CarouselCardProps) {
  return (
    <article className={styles.card}>
      {media ? (
        <ContentImage
          image={{ ...media, width: CARD_IMAGE.width, height: CARD_IMAGE.height }}
          sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw"
          decorative
          className={styles.cardImage}
        />
      ) : null}
      <div className={styles.cardBody}>
        <Heading level={headingLevel} className={styles.cardHeading}>
          {heading}
        </Heading>
        <RichText>{content}</RichText>
        {cta ? (
          <p className="mt-auto mb-0 pt-3">
            <CtaLink cta={cta} variant="text" />
          </p>
        ) : null}
      </div>
    </article>
  );
}
