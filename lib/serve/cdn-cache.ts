import type { ServerResponse } from 'node:http';
import { settings } from '../settings';
import { nextSharedLifetime, SHARED_MAX_AGE } from './next-private';

/**
 * What caches may do with a page Next serves from its cache (prerendered or regenerated, sent by Next with a shared
 * lifetime: the route's own `revalidate` or `cacheLife`, a year when it never revalidates). A shared cache (CDN) keeps
 * it fresh for that lifetime, at most CDN_MAX_AGE (5 minutes unless set); browsers keep nothing (`max-age=0`) and
 * revalidate with the ETag (304). A changed page reaches visitors within that lifetime even when no purge is
 * configured; a purge (CDN_PURGE_URL, EDGE_PURGE_URL) makes it at once. docs/caching.md shows every layer.
 */
export function cdnCacheControl(lifetime: number): string {
  return `public, max-age=0, ${SHARED_MAX_AGE}=${lifetime}`;
}

/**
 * Serving stale while revalidating is said to CDNs only, in their own header (RFC 9213): `stale-while-revalidate` in
 * `Cache-Control` binds browsers too, which would then show a page (and the client router its prefetched data) up to
 * a day old and fetch the new one behind the visitor's back.
 */
export function cdnTargetedCacheControl(lifetime: number): string {
  return `max-age=${lifetime}, stale-while-revalidate=86400`;
}

/** The headers a page leaves with when neither its route nor CDN_MAX_AGE asks for less than the default 5 minutes. */
export const CDN_CACHE_CONTROL = cdnCacheControl(300);
export const CDN_TARGETED_CACHE_CONTROL = cdnTargetedCacheControl(300);

/** A page's cache tags as the shared cache handler hands them on (cache-handler.mjs), comma-separated. */
export const EDGE_TAGS_HEADER = 'x-edge-cache-tags';

/**
 * The tags a cached page was built from, under the names caches read for tag purges: `xkey` (Varnish's xkey vmod,
 * deploy/varnish.vcl), `Surrogate-Key` (Fastly; space-separated) and `Cache-Tag` (Cloudflare; comma-separated).
 */
export function edgeTagHeaders(tags: string): Record<string, string> {
  const list = [...new Set(tags.split(',').map((tag) => tag.trim()))].filter((tag) => tag && !/\s/.test(tag));
  if (list.length === 0) return {};
  return { xkey: list.join(' '), 'Surrogate-Key': list.join(' '), 'Cache-Tag': list.join(',') };
}

/**
 * Gives cacheable answers the route's own lifetime capped by `maxAge` (instead of Next's year for a page that never
 * revalidates) and names the page's tags for a tag purge; private and no-store answers are left as they are and name
 * no tags.
 */
export function applyCdnCacheControl(res: ServerResponse, maxAge = settings.cdnMaxAge()): void {
  const routeLifetime = nextSharedLifetime(String(res.getHeader('cache-control') ?? ''));
  const tags = res.getHeader(EDGE_TAGS_HEADER);
  res.removeHeader(EDGE_TAGS_HEADER);
  if (routeLifetime === undefined) return;
  const lifetime = Math.min(routeLifetime, maxAge);
  res.setHeader('Cache-Control', cdnCacheControl(lifetime));
  res.setHeader('CDN-Cache-Control', cdnTargetedCacheControl(lifetime));
  if (typeof tags === 'string')
    for (const [name, value] of Object.entries(edgeTagHeaders(tags))) res.setHeader(name, value);
}
