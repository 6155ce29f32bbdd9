import { readPageNumber } from '../routing/query';
import { BLOG_SECTION_SLUGS } from './sections';
import { localeOfPrefix, localePrefix } from '../i18n/locales';

/**
 * The internal, prerendered route that serves page N of a listing (app/listing-page). Reached directly it shows the
 * same page, whose canonical link names the public listing address.
 */
export const LISTING_ROUTE = '/listing-page';
/** Category segment of the internal route for a whole section. */
export const ALL_CATEGORIES = 'all';

const LISTING_PATH = new RegExp(`^(?:/([a-z]{2}))?/(${BLOG_SECTION_SLUGS.join('|')})(?:/([a-z0-9-]+))?/?$`);

/**
 * Where proxy.ts rewrites a listing request with a page number: `[/es]/{section}[/{category}]?page=N` (or the aliases
 * p, pagenum, page-num, read exactly as readPageNumber reads them) ─► the prerendered page N. Page 1, and values
 * that are not positive whole numbers (which read as 1), need no rewrite: the listing path itself is page 1.
 */
export function listingRewriteTarget(pathname: string, params: URLSearchParams): string | undefined {
  const match = LISTING_PATH.exec(pathname);
  const page = readPageNumber(params);
  if (!match || page === 1) return undefined;
  // A locale's listing (`/es/…`) has its own prerendered pages under that locale's prefix.
  const locale = match[1] === undefined ? undefined : localeOfPrefix(match[1]);
  if (match[1] !== undefined && !locale) return undefined;
  const prefix = locale ? localePrefix(locale) : '';
  return `${prefix}${LISTING_ROUTE}/${match[2]}/${match[3] ?? ALL_CATEGORIES}/${page}`;
}

/** The public path a listing route's params stand for. */
export function listingPath(section: string, category: string): string {
  return category === ALL_CATEGORIES ? `/${section}` : `/${section}/${category}`;
}
