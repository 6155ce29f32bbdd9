import type { PageIndexEntry } from '../content/types';
import { canonicalUrl } from './canonical';
import { DEFAULT_LOCALE, localizedPath, type SiteLocale } from '../i18n/locales';
import { languageAlternates } from './metadata';

export interface SitemapUrl {
  url: string;
  lastModified?: string;
  changeFrequency?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
  /** `xhtml:link` alternates: the page's address in each language it exists in, plus `x-default`. */
  alternates?: { languages: Record<string, string> };
}

/** One locale's pages (the default locale's are the `pages` argument). */
export interface LocalePages {
  locale: SiteLocale;
  pages: readonly PageIndexEntry[];
}

/**
 * sitemap.xml entries: every page not hidden with hideOnSitemapXml, at its canonical URL, shallow pages first; a page
 * in more than one language is listed at each address, each with `xhtml:link` alternates to all of them.
 */
export function buildXmlSitemap(
  pages: readonly PageIndexEntry[],
  siteHost: string,
  extra: readonly SitemapUrl[] = [],
  otherLocales: readonly LocalePages[] = [],
): SitemapUrl[] {
  const all: LocalePages[] = [{ locale: DEFAULT_LOCALE, pages }, ...otherLocales];
  const localesOf = (path: string) =>
    all.filter((entry) => entry.pages.some((page) => page.path === path)).map((entry) => entry.locale);
  const listed = all.flatMap(({ locale, pages: localePages }) =>
    localePages
      .filter((page) => !page.hideOnSitemapXml)
      .map((page) => {
        const depth = page.path.split('/').filter(Boolean).length;
        const languages = languageAlternates(page.path, localesOf(page.path), siteHost);
        const canonicalLink = locale === DEFAULT_LOCALE ? page.canonicalLink : undefined;
        return {
          url: canonicalUrl({ path: localizedPath(page.path, locale), canonicalLink, siteHost }),
          changeFrequency: depth === 0 ? ('weekly' as const) : ('monthly' as const),
          priority: Math.max(0.3, 1 - depth * 0.2),
          ...(languages ? { alternates: { languages } } : {}),
        };
      }),
  );
  const unique = new Map([...listed, ...extra].map((entry) => [entry.url, entry]));
  return [...unique.values()].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0) || a.url.localeCompare(b.url));
}
