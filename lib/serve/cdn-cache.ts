import type { ServerResponse } from 'node:http';
import { nextSharedLifetime, SHARED_MAX_AGE } from './next-private';

/**
 * What caches may do with a page Next serves from its cache (prerendered or regenerated, sent by Next with
 * a shared lifetime). A shared cache (CDN) keeps it fresh for 5 minutes; browsers keep nothing (`max-age=0`) and
 * revalidate with the ETag (304). A changed page reaches visitors within about 5 minutes even when no purge is
 * configured; a purge (CDN_PURGE_URL) makes it at once.
 */
export const CDN_CACHE_CONTROL = `public, max-age=0, ${SHARED_MAX_AGE}=300`;

/**
 * Serving stale while revalidating is said to CDNs only, in their own header (RFC 9213): `stale-while-revalidate` in
 * `Cache-Control` binds browsers too, which would then show a page (and the client router its prefetched data) up to
 * a day old and fetch the new one behind the visitor's back.
 */
export const CDN_TARGETED_CACHE_CONTROL = 'max-age=300, stale-while-revalidate=86400';

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
 * Replaces Next's year-long shared lifetime on cacheable answers and names the page's tags for a tag purge; private and
 * no-store answers are left as they are and name no tags.
 */
export function applyCdnCacheControl(res: ServerResponse): void {
  const current = String(res.getHeader('cache-control') ?? '');
  const tags = res.getHeader(EDGE_TAGS_HEADER);
  res.removeHeader(EDGE_TAGS_HEADER);
  if (nextSharedLifetime(current) === undefined) return;
  res.setHeader('Cache-Control', CDN_CACHE_CONTROL);
  res.setHeader('CDN-Cache-Control', CDN_TARGETED_CACHE_CONTROL);
  if (typeof tags === 'string')
    for (const [name, value] of Object.entries(edgeTagHeaders(tags))) res.setHeader(name, value);
}
