import { isBlogSection } from '../blog/sections';
import { withoutLocalePrefix } from '../i18n/locales';

/** What a request was for, as the metrics count it: a few kinds, never the path itself (unbounded labels). */
export type RouteKind = 'page' | 'listing' | 'article' | 'search' | 'api' | 'static' | '404';

/**
 * The kind of a request from its path (before any rewrite) and its answer's status: `/learning-center` and
 * `/news/company-news` are listings, one segment deeper an article; `/search` the site search (each with or
 * without a locale prefix, `/es/search`); `/api/…` the API;
 * Next's assets and files with an extension static; any 404 is a 404; every other path a page.
 */
export function routeKind(url: string, status: number): RouteKind {
  if (status === 404) return '404';
  const path = (url.split('?')[0] ?? '/').toLowerCase();
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/_next/') || /\.[a-z0-9]+$/.test(path)) return 'static';
  // A locale's page is the same kind as its default-locale counterpart (`/es/search` is the site search).
  const [first, ...rest] = withoutLocalePrefix(path).split('/').filter(Boolean);
  if (first === 'search' && rest.length === 0) return 'search';
  if (first && isBlogSection(first)) return rest.length >= 2 ? 'article' : 'listing';
  return 'page';
}
