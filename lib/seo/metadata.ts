import type { Metadata } from 'next';
import type { PageIndexEntry, SiteSettings } from '../content/types';
import { canonicalUrl, siteOrigin } from './canonical';
import { DEFAULT_TWITTER_CARD, SOCIAL_IMAGE } from '../constants';
import { DEFAULT_LOCALE, localizedPath, type SiteLocale } from '../i18n/locales';

export const DEFAULT_SOCIAL_IMAGE = '/images/social/default.png';

/** A title longer than this is cut off in search results. Titles are written to fit; the code never cuts one. */
export const TITLE_MAX = 60;

/**
 * "<page> | <brand>" in at most 60 characters, never cut. A title the CMS ended with a brand ("| Verdance") is read
 * without it; a title that names the brand already gets no suffix (the home page would name it twice). When the full
 * brand does not fit, the short one ("| Verdance") is used, then none. Page 2 and on of a listing read
 * "<page> – Page N". A page title over 60 characters alone is returned whole: the content check reports it.
 */
export function brandedTitle(pageTitle: string, brandName: string, listingPage = 1, pageWord = 'Page'): string {
  const shortBrand = brandName.split(' ')[0] ?? brandName;
  const bare = pageTitle.replace(new RegExp(`\\s*\\|\\s*${shortBrand}[^|]*$`), '').trim();
  const page = listingPage > 1 ? `${bare} – ${pageWord} ${listingPage}` : bare;
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
  /** The word for "Page" in the page's language ("Página"). */
  pageWord?: string;
  /** The locale of this page (its canonical is its own address in it). */
  locale?: SiteLocale;
  /** Every locale the page exists in: `hreflang` alternates to each, plus `x-default` (the default locale's). */
  alternates?: readonly SiteLocale[];
}

/** `hreflang` alternates for a page in these locales, with `x-default` on the default locale's address. */
export function languageAlternates(
  path: string,
  locales: readonly SiteLocale[],
  siteHost: string,
): Record<string, string> | undefined {
  if (locales.length < 2) return undefined;
  const url = (locale: SiteLocale) => canonicalUrl({ path: localizedPath(path, locale), siteHost });
  const languages: Record<string, string> = Object.fromEntries(locales.map((locale) => [locale, url(locale)]));
  if (locales.includes(DEFAULT_LOCALE)) languages['x-default'] = url(DEFAULT_LOCALE);
  return languages;
}

/** Title, description, canonical, robots, Open Graph and Twitter tags for one page. */
export function buildMetadata({
  page,
  settings,
  ogType = 'website',
  noIndex = false,
  listingPage = 1,
  pageWord,
  locale = DEFAULT_LOCALE,
  alternates = [],
}: MetadataInput): Metadata {
  const canonical = canonicalUrl({
    path: localizedPath(page.path, locale),
    // A canonical link set in the CMS names the default locale's page; each other locale is its own canonical.
    canonicalLink: locale === DEFAULT_LOCALE ? page.canonicalLink : undefined,
    siteHost: settings.siteHost,
  });
  const languages = languageAlternates(page.path, alternates, settings.siteHost);
  const origin = siteOrigin(settings.siteHost);
  const imagePath = page.socialImage || DEFAULT_SOCIAL_IMAGE;
  const title = brandedTitle(page.seoTitle, settings.brandName, listingPage, pageWord);
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
    alternates: languages ? { canonical, languages } : { canonical },
    robots: noIndex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      type: ogType,
      url: canonical,
      title,
      description: page.seoDescription,
      siteName: settings.brandName,
      locale: locale.replace('-', '_'),
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
