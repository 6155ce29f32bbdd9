import type { HeadingLevel, ImageAsset } from '@/lib/params';
import type { LinkEntry } from '@/lib/links';
import type { RenderContext } from '@/lib/render/context';
import { Heading } from '../shared/Heading';
import { ContentImage } from '../shared/ContentImage';
import { CtaLink } from '../shared/CtaLink';
import { RichText } from '../RichText/RichText';
import { richTextBlocks } from '@/lib/richtext';
import styles from './Hero.module.scss';

export interface HeroProps {
  image?: ImageAsset;
  heading?: string;
  headingLevel: HeadingLevel;
  headingOverride?: unknown;
  description?: string;
  descriptionLevel: HeadingLevel;
  descriptionOverride?: unknown;
  link?: LinkEntry;
  subpage: boolean;
  size: 'small' | 'medium' | 'large';
  context: RenderContext;
}

/**
 * The page's opening band: image (the page's largest paint, loaded eagerly), heading, description and one call to
 * action. Rich-text overrides replace the plain heading or description when a marketer sets them.
 */
export function Hero(props: HeroProps) {
  const { image, heading, headingLevel, headingOverride, description, descriptionLevel, descriptionOverride, link, subpage, size, context } = props;
  const hasHeadingOverride = richTextBlocks(headingOverride).length > 0;
  const hasDescriptionOverride = richTextBlocks(descriptionOverride).length > 0;
  return (
    <section className={`${styles.hero} ${styles[size]} ${subpage ? styles.subpage : ''}`} data-hero="">
      {image ? (
        <div className={styles.media}>
          <ContentImage image={image} sizes="100vw" priority decorative className={styles.image} />
        </div>
      ) : null}
      <div className={`container ${styles.inner}`}>
        <div className={styles.panel}>
          {heading || hasHeadingOverride ? (
            <Heading level={headingLevel} className={styles.heading}>
              {hasHeadingOverride ? <RichText value={headingOverride} context={context} className={styles.inline} /> : heading}
            </Heading>
          ) : null}
          {hasDescriptionOverride ? (
            <RichText value={descriptionOverride} context={context} className={styles.description} />
          ) : description ? (
            <Heading level={descriptionLevel === 'div' ? 'div' : descriptionLevel} className={styles.description}>
              {description}
            </Heading>
          ) : null}
          {link ? (
            <div className={styles.actions} data-hero-cta="">
              <CtaLink entry={link} context={context} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
