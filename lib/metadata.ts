import type { Metadata } from 'next';
import type { PageIndexEntry, SiteSettings } from './content/types';
import { canonicalUrl, siteOrigin } from './canonical';
import { DEFAULT_TWITTER_CARD, SOCIAL_IMAGE } from './constants';

export const DEFAULT_SOCIAL_IMAGE = '/images/social/default.png';

export interface MetadataInput {
  page: Pick<PageIndexEntry, 'path' | 'seoTitle' | 'seoDescription'> &
    Partial<Pick<PageIndexEntry, 'keywords' | 'canonicalLink' | 'socialImage'>>;
  settings: Pick<SiteSettings, 'brandName' | 'siteHost'>;
  /** 'article' when a blog wrapper or publication hero is on the page (SPEC §4). */
  ogType?: 'article' | 'website';
  /** Hide from search engines (error pages). */
  noIndex?: boolean;
}

/** Title, description, canonical, robots, Open Graph and Twitter tags for one page. */
export function buildMetadata({ page, settings, ogType = 'website', noIndex = false }: MetadataInput): Metadata {
  const canonical = canonicalUrl({ path: page.path, canonicalLink: page.canonicalLink, siteHost: settings.siteHost });
  const origin = siteOrigin(settings.siteHost);
  const imagePath = page.socialImage || DEFAULT_SOCIAL_IMAGE;
  const image = {
    url: new URL(imagePath, origin).toString(),
    width: SOCIAL_IMAGE.width,
    height: SOCIAL_IMAGE.height,
    alt: page.seoTitle,
  };
  return {
    metadataBase: new URL(origin),
    title: page.seoTitle,
    description: page.seoDescription,
    keywords: page.keywords
      ? page.keywords
          .split(',')
          .map((word) => word.trim())
          .filter(Boolean)
      : undefined,
    alternates: { canonical },
    robots: noIndex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      type: ogType,
      url: canonical,
      title: page.seoTitle,
      description: page.seoDescription,
      siteName: settings.brandName,
      locale: 'en_US',
      images: [image],
    },
    twitter: {
      card: DEFAULT_TWITTER_CARD,
      title: page.seoTitle,
      description: page.seoDescription,
      images: [image.url],
    },
  };
}
