import { QUERY_ALIASES } from '../constants';
import { BLOG_SECTION_SLUGS } from './sections';

/** The internal, prerendered route that serves page N of a listing (app/listing-page). */
export const LISTING_ROUTE = '/listing-page';
/** Category segment of the internal route for a whole section. */
export const ALL_CATEGORIES = 'all';

interface QueryCondition {
  type: 'query';
  key: string;
  value?: string;
}

export interface ListingRewrite {
  source: string;
  destination: string;
  has: QueryCondition[];
  missing: QueryCondition[];
}

/**
 * Rewrites `/{section}[/{category}]?page=N` (and the aliases p, pagenum, page-num) to the internal prerendered
 * route, so every page of every listing is served from prerendered HTML. Each alias applies only when the aliases
 * before it are absent, as readPageNumber reads them. Values that are not positive whole numbers match no rule and
 * fall through to page 1.
 */
export function listingRewrites(): ListingRewrite[] {
  const sections = BLOG_SECTION_SLUGS.join('|');
  return QUERY_ALIASES.page.flatMap((alias, index) => {
    const has = [{ type: 'query' as const, key: alias, value: '0*(?<pagenumber>[1-9]\\d*)' }];
    const missing = QUERY_ALIASES.page.slice(0, index).map((key) => ({ type: 'query' as const, key }));
    return [
      { source: `/:section(${sections})`, destination: `${LISTING_ROUTE}/:section/${ALL_CATEGORIES}/:pagenumber`, has, missing },
      { source: `/:section(${sections})/:category([a-z0-9-]+)`, destination: `${LISTING_ROUTE}/:section/:category/:pagenumber`, has, missing },
    ];
  });
}

/** Direct requests for the internal route go to the public address (rewrites are not redirected). */
export function listingRouteRedirects() {
  return [
    { source: `${LISTING_ROUTE}/:section/${ALL_CATEGORIES}/:pagenumber`, destination: '/:section?page=:pagenumber', permanent: true },
    { source: `${LISTING_ROUTE}/:section/:category/:pagenumber`, destination: '/:section/:category?page=:pagenumber', permanent: true },
  ];
}

/** The public path a listing route's params stand for. */
export function listingPath(section: string, category: string): string {
  return category === ALL_CATEGORIES ? `/${section}` : `/${section}/${category}`;
}
