import { QUERY_ALIASES } from '../constants';
import { readPageNumber, readQuery } from '../query';
import { BLOG_SECTION_SLUGS } from './sections';

/** The internal, prerendered route that serves page N of a listing (app/listing-page). */
export const LISTING_ROUTE = '/listing-page';
/** Category segment of the internal route for a whole section. */
export const ALL_CATEGORIES = 'all';

const LISTING_PATH = new RegExp(`^/(${BLOG_SECTION_SLUGS.join('|')})(?:/([a-z0-9-]+))?/?$`);

/**
 * Where proxy.ts rewrites a listing request with a page number: `/{section}[/{category}]?page=N` (or the aliases
 * p, pagenum, page-num, read exactly as readPageNumber reads them) ─► the prerendered page N. Page 1, and values
 * that are not positive whole numbers (which read as 1), need no rewrite: the listing path itself is page 1.
 */
export function listingRewriteTarget(pathname: string, params: URLSearchParams): string | undefined {
  const match = LISTING_PATH.exec(pathname);
  if (!match || readQuery(params, QUERY_ALIASES.page) === undefined) return undefined;
  const page = readPageNumber(params);
  if (page === 1) return undefined;
  return `${LISTING_ROUTE}/${match[1]}/${match[2] ?? ALL_CATEGORIES}/${page}`;
}

const LISTING_ROUTE_PATH = new RegExp(`^${LISTING_ROUTE}/([a-z0-9-]+)/([a-z0-9-]+)/(\\d+)/?$`);

/**
 * The public address of a direct request for the internal route (`/listing-page/news/all/2` ─► `/news?page=2`), so
 * it is never a second address of a listing. proxy.ts redirects there; its own rewrites never pass through it.
 */
export function listingRoutePublicAddress(pathname: string): string | undefined {
  if (!pathname.startsWith(`${LISTING_ROUTE}/`)) return undefined;
  const match = LISTING_ROUTE_PATH.exec(pathname);
  if (!match) return '/';
  return `${listingPath(match[1]!, match[2]!)}?page=${match[3]}`;
}

/** The public path a listing route's params stand for. */
export function listingPath(section: string, category: string): string {
  return category === ALL_CATEGORIES ? `/${section}` : `/${section}/${category}`;
}
