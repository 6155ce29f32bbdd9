import type { ReactNode } from 'react';
import type { HeadingLevel, ImageAsset } from '@/lib/render/params';
import { Heading } from '../../shared/Heading';
import { HeadingWithOverride } from '../../shared/HeadingWithOverride';
import { ContentImage } from '../../shared/ContentImage';
import { CtaLink, type Cta } from '../../shared/CtaLink';
import { RichText } from '../../rendering/RichText/RichText';
import { WholePhoneNumbers } from '../../shared/WholePhoneNumbers';
import styles from './Hero.module.scss';

export interface HeroProps {
  image?: ImageAsset;
  heading?: ReactNode;
  headingLevel: HeadingLevel;
  headingOverride?: ReactNode;
  description?: ReactNode;
  descriptionLevel: HeadingLevel;
  descriptionOverride?: ReactNode;
  link?: Cta;
  subpage: boolean;
  size: 'small' | 'medium' | 'large';
}

/**
 * The page's opening band: image (the page's largest paint, loaded eagerly), heading, description and one call to
 * action. Rich-text overrides replace the plain heading or description when a marketer sets them.
 */
export function Hero(props: HeroProps) {
  const {
    image,
    heading,
    headingLevel,
    headingOverride,
    description,
    descriptionLevel,
    descriptionOverride,
    link,
    subpage,
    size,
  } = props;
  return (
    <section className={`${styles.hero} ${styles[size]} ${subpage ? styles.subpage : ''}`} data-hero="">
      {image ? (
        <div className={styles.media}>
          <ContentImage image={image} sizes="100vw" priority decorative className={styles.image} />
        </div>
      ) : null}
      <div className={`container ${styles.inner}`}>
        <div className={styles.panel}>
          <HeadingWithOverride
            level={headingLevel}
            className={styles.heading}
            text={heading}
            override={headingOverride}
            overrideClassName={styles.inline}
          />
          {descriptionOverride ? (
            <RichText className={styles.description}>{descriptionOverride}</RichText>
          ) : description ? (
            <Heading level={descriptionLevel === 'div' ? 'div' : descriptionLevel} className={styles.description}>
              <WholePhoneNumbers text={description} className={styles.nowrap} />
            </Heading>
          ) : null}
          {link ? (
            <div className={styles.actions} data-hero-cta="">
              <CtaLink cta={link} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
