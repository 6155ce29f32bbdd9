import type { Metadata } from 'next';
import type { PageIndexEntry, SiteSettings } from './content/types';
import { canonicalUrl, siteOrigin } from './canonical';
import { DEFAULT_TWITTER_CARD, SOCIAL_IMAGE } from './constants';

export const DEFAULT_SOCIAL_IMAGE = '/images/social/default.png';

/** A title longer than this is cut off in search results. */
export const TITLE_MAX = 65;

/**
 * "<page> | <brand>" in at most 65 characters. A title the CMS already ended with a shorter brand ("| Verdance") gets
 * the full one; a long page title keeps what comes before its colon, or is shortened at a word with an ellipsis.
 */
export function brandedTitle(pageTitle: string, brandName: string): string {
  const suffix = ` | ${brandName}`;
  const firstWord = brandName.split(' ')[0] ?? brandName;
  const page = pageTitle.replace(new RegExp(`\\s*\\|\\s*${firstWord}[^|]*$`), '').trim();
  const room = TITLE_MAX - suffix.length;
  if (page.length <= room) return page + suffix;
  const beforeColon = page.split(':')[0]!.trim();
  if (beforeColon !== page && beforeColon.length <= room) return beforeColon + suffix;
  const cut = page.slice(0, room - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:–—-]+$/, '')}…${suffix}`;
}

export interface MetadataInput {
  page: Pick<PageIndexEntry, 'path' | 'seoTitle' | 'seoDescription'> &
    Partial<Pick<PageIndexEntry, 'keywords' | 'canonicalLink' | 'socialImage'>>;
  settings: Pick<SiteSettings, 'brandName' | 'siteHost'>;
  /** 'article' when a blog wrapper or publication hero is on the page (docs/behaviour.md#personalization-consent-and-flags). */
  ogType?: 'article' | 'website';
  /** Hide from search engines (error pages). */
  noIndex?: boolean;
}

/** Title, description, canonical, robots, Open Graph and Twitter tags for one page. */
export function buildMetadata({ page, settings, ogType = 'website', noIndex = false }: MetadataInput): Metadata {
  const canonical = canonicalUrl({ path: page.path, canonicalLink: page.canonicalLink, siteHost: settings.siteHost });
  const origin = siteOrigin(settings.siteHost);
  const imagePath = page.socialImage || DEFAULT_SOCIAL_IMAGE;
  const title = brandedTitle(page.seoTitle, settings.brandName);
  const image = {
    url: new URL(imagePath, origin).toString(),
    width: SOCIAL_IMAGE.width,
    height: SOCIAL_IMAGE.height,
    alt: title,
  };
  return {
    metadataBase: new URL(origin),
    title,
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
      title,
      description: page.seoDescription,
      siteName: settings.brandName,
      locale: 'en_US',
      images: [image],
    },
    twitter: {
      card: DEFAULT_TWITTER_CARD,
      title,
      description: page.seoDescription,
      images: [image.url],
    },
  };
}
