import type { HeadingLevel, ImageAsset } from '@/lib/params';
import type { LinkEntry } from '@/lib/links';
import type { RenderContext } from '@/lib/render/context';
import { Heading } from '../shared/Heading';
import { ContentImage } from '../shared/ContentImage';
import { CtaLink } from '../shared/CtaLink';
import { RichText } from '../RichText/RichText';
import styles from './MediaBanner.module.scss';

export interface MediaBannerProps {
  media?: ImageAsset;
  heading?: string;
  headingLevel: HeadingLevel;
  content?: unknown;
  link?: LinkEntry;
  textPosition: 'left' | 'center';
  context: RenderContext;
}

/**
 * A wide image band with a heading, a sentence and a link laid over it. Not a hero: the image loads lazily. The
 * image is decorative (the words carry the message), so its alt text is empty.
 */
export function MediaBanner({ media, heading, headingLevel, content, link, textPosition, context }: MediaBannerProps) {
  if (!media) return null;
  return (
    <section className={styles.banner}>
      <ContentImage image={media} sizes="100vw" decorative className={styles.image} />
      <div className={`container ${styles.inner} ${textPosition === 'center' ? 'text-center' : ''}`} data-text-position={textPosition}>
        <div className={`${styles.panel} ${textPosition === 'center' ? 'mx-auto' : ''}`}>
          {heading ? (
            <Heading level={headingLevel} className={styles.heading}>
              {heading}
            </Heading>
          ) : null}
          <RichText value={content} context={context} className={styles.text} />
          {link ? (
            <div className="mt-4">
              <CtaLink entry={link} context={context} variant="light" />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
