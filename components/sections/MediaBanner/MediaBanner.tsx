import type { ReactNode } from 'react';
import type { HeadingLevel, ImageAsset } from '@/lib/render/params';
import { Heading } from '../../shared/Heading';
import { ContentImage } from '../../shared/ContentImage';
import { CtaBlock, type Cta } from '../../shared/CtaLink';
import { RichText } from '../../rendering/RichText/RichText';
import styles from './MediaBanner.module.scss';

export interface MediaBannerProps {
  media?: ImageAsset;
  heading?: ReactNode;
  headingLevel: HeadingLevel;
  content?: ReactNode;
  link?: Cta;
  textPosition: 'left' | 'center';
}

/**
 * A wide image band with a heading, a sentence and a link laid over it. Not a hero: the image loads lazily. The
 * image is decorative (the words carry the message), so its alt text is empty.
 */
export function MediaBanner({ media, heading, headingLevel, content, link, textPosition }: MediaBannerProps) {
  if (!media) return null;
  return (
    <section className={styles.banner}>
      <ContentImage image={media} sizes="100vw" decorative className={styles.image} />
      <div
        className={`container ${styles.inner} ${textPosition === 'center' ? 'text-center' : ''}`}
        data-text-position={textPosition}
      >
        <div className={`${styles.panel} ${textPosition === 'center' ? 'mx-auto' : ''}`}>
          <Heading level={headingLevel} className={styles.heading}>
            {heading}
          </Heading>
          <RichText className={styles.text}>{content}</RichText>
          <CtaBlock cta={link} variant="light" />
        </div>
      </div>
    </section>
  );
}
