import type { Metadata } from 'next';
import type { PageIndexEntry, SiteSettings } from './content/types';
import { canonicalUrl, siteOrigin } from './canonical';
import { DEFAULT_TWITTER_CARD, SOCIAL_IMAGE } from './constants';

export const DEFAULT_SOCIAL_IMAGE = '/images/social/default.png';

/** A title longer than this is cut off in search results. Titles are written to fit; the code never cuts one. */
export const TITLE_MAX = 60;

/**
 * "<page> | <brand>" in at most 60 characters, never cut. A title the CMS ended with a brand ("| Verdance") is read
 * without it; a title that names the brand already gets no suffix (the home page would name it twice). When the full
 * brand does not fit, the short one ("| Verdance") is used, then none. Page 2 and on of a listing read
 * "<page> – Page N". A page title over 60 characters alone is returned whole: the content check reports it.
 */
export function brandedTitle(pageTitle: string, brandName: string, listingPage = 1): string {
  const shortBrand = brandName.split(' ')[0] ?? brandName;
  const bare = pageTitle.replace(new RegExp(`\\s*\\|\\s*${shortBrand}[^|]*$`), '').trim();
  const page = listingPage > 1 ? `${bare} – Page ${listingPage}` : bare;
  if (page.includes(shortBrand)) return page;
  const branded = [`${page} | ${brandName}`, `${page} | ${shortBrand}`];
  return branded.find((title) => title.length <= TITLE_MAX) ?? page;
}

export interface MetadataInput {
  page: Pick<PageIndexEntry, 'path' | 'seoTitle' | 'seoDescription'> &
    Partial<Pick<PageIndexEntry, 'keywords' | 'canonicalLink' | 'socialImage'>>;
  settings: Pick<SiteSettings, 'brandName' | 'siteHost'>;
  /** 'article' when a blog wrapper or publication hero is on the page (docs/behaviour.md#personalization-consent-and-flags). */
  ogType?: 'article' | 'website';
  /** Hide from search engines (error pages). */
  noIndex?: boolean;
  /** Page N of a blog listing: its title reads "… – Page N". */
  listingPage?: number;
}

/** Title, description, canonical, robots, Open Graph and Twitter tags for one page. */
export function buildMetadata({
  page,
  settings,
  ogType = 'website',
  noIndex = false,
  listingPage = 1,
}: MetadataInput): Metadata {
  const canonical = canonicalUrl({ path: page.path, canonicalLink: page.canonicalLink, siteHost: settings.siteHost });
  const origin = siteOrigin(settings.siteHost);
  const imagePath = page.socialImage || DEFAULT_SOCIAL_IMAGE;
  const title = brandedTitle(page.seoTitle, settings.brandName, listingPage);
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
