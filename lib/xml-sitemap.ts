import type { PageIndexEntry } from './content/types';
import { canonicalUrl } from './canonical';

export interface SitemapUrl {
  url: string;
  lastModified?: string;
  changeFrequency?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

/** sitemap.xml entries: every page not hidden with hideOnSitemapXml, at its canonical URL, shallow pages first. */
export function buildXmlSitemap(
  pages: readonly PageIndexEntry[],
  siteHost: string,
  extra: readonly SitemapUrl[] = [],
): SitemapUrl[] {
  const listed = pages
    .filter((page) => !page.hideOnSitemapXml)
    .map((page) => {
      const depth = page.path.split('/').filter(Boolean).length;
      return {
        url: canonicalUrl({ path: page.path, canonicalLink: page.canonicalLink, siteHost }),
        changeFrequency: depth === 0 ? ('weekly' as const) : ('monthly' as const),
        priority: Math.max(0.3, 1 - depth * 0.2),
      };
    });
  const unique = new Map([...listed, ...extra].map((entry) => [entry.url, entry]));
  return [...unique.values()].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0) || a.url.localeCompare(b.url));
}
