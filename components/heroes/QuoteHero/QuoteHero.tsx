import type { ReactNode } from 'react';
import { getImageProps } from 'next/image';
import { ServerImage } from '../../shared/ServerImage';
import type { HeadingLevel, ImageAsset } from '@/lib/render/params';
import { IMAGE_QUALITY, QUOTE_HERO_MOBILE_BELOW } from '@/lib/constants';
import { HeadingWithOverride } from '../../shared/HeadingWithOverride';
import { Quotation } from '../../shared/Quotation';
import { CtaLink, ctaKey, type Cta } from '../../shared/CtaLink';
import { HeroPreloads, type HeroPreload } from './HeroPreloads.client';
import styles from './QuoteHero.module.scss';

export interface QuoteHeroProps {
  desktopImage?: ImageAsset;
  mobileImage?: ImageAsset;
  heading?: ReactNode;
  headingLevel: HeadingLevel;
  headingOverride?: ReactNode;
  quote?: ReactNode;
  personQuoted?: ReactNode;
  location?: ReactNode;
  links: Cta[];
}

const srcSetOf = (image: ImageAsset) =>
  getImageProps({
    src: image.url,
    alt: '',
    width: image.width,
    height: image.height,
    sizes: '100vw',
    quality: IMAGE_QUALITY,
  }).props.srcSet;

/**
 * Art direction without JavaScript: a <source> serves the mobile crop below 992px (docs/behaviour.md#numbers) when one is set; the
 * <img> carries the desktop image. Eager and high priority (the page's largest paint), and each crop preloaded in the
 * head for the widths it serves (`media` on the preload), so the browser fetches exactly the one it will paint
 * before it has parsed the body.
 */
function HeroPicture({ desktop, mobile }: { desktop: ImageAsset; mobile?: ImageAsset }) {
  const mobileMedia = `(max-width: ${QUOTE_HERO_MOBILE_BELOW - 0.02}px)`;
  const mobileSrcSet = mobile ? srcSetOf(mobile) : undefined;
  const desktopSrcSet = srcSetOf(desktop);
  const preloads: HeroPreload[] = [];
  if (desktopSrcSet)
    preloads.push({
      href: desktop.url,
      options: {
        as: 'image',
        imageSrcSet: desktopSrcSet,
        imageSizes: '100vw',
        fetchPriority: 'high',
        media: mobileSrcSet ? `(min-width: ${QUOTE_HERO_MOBILE_BELOW}px)` : undefined,
      },
    });
  if (mobile && mobileSrcSet)
    preloads.push({
      href: mobile.url,
      options: {
        as: 'image',
        imageSrcSet: mobileSrcSet,
        imageSizes: '100vw',
        fetchPriority: 'high',
        media: mobileMedia,
      },
    });
  return (
    <picture className={styles.media}>
      <HeroPreloads preloads={preloads} />
      {mobile && mobileSrcSet ? (
        <source media={mobileMedia} srcSet={mobileSrcSet} sizes="100vw" width={mobile.width} height={mobile.height} />
      ) : null}
      <ServerImage
        src={desktop.url}
        alt=""
        width={desktop.width}
        height={desktop.height}
        sizes="100vw"
        quality={IMAGE_QUALITY}
        loading="eager"
        fetchPriority="high"
        className={styles.image}
      />
    </picture>
  );
}

/** A hero built around a customer's words: background image, heading, the quote, who said it and links. */
export function QuoteHero({
  desktopImage,
  mobileImage,
  heading,
  headingLevel,
  headingOverride,
  quote,
  personQuoted,
  location,
  links,
}: QuoteHeroProps) {
  return (
    <section className={styles.hero} data-hero="">
      {desktopImage ? <HeroPicture desktop={desktopImage} mobile={mobileImage} /> : null}
      <div className={`container ${styles.inner}`}>
        <div className={styles.panel}>
          <HeadingWithOverride
            level={headingLevel}
            className={styles.heading}
            text={heading}
            override={headingOverride}
            overrideClassName={styles.inline}
          />
          {quote ? (
            <figure className={styles.figure}>
              <Quotation
                quote={quote}
                person={personQuoted}
                place={location}
                classNames={{ quote: styles.quote, caption: styles.caption, person: styles.person }}
              />
            </figure>
          ) : null}
          {links.length ? (
            <div className={styles.actions} data-hero-cta="">
              {links.map((link, index) => (
                <CtaLink
                  key={ctaKey(link)}
                  cta={link}
                  variant={index === 0 ? 'light' : 'text'}
                  className={index > 0 ? styles.secondary : ''}
                />
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
