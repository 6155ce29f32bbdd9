import type { ServerResponse } from 'node:http';

/**
 * What a shared cache (CDN) may do with a page Next serves from its cache (prerendered or regenerated, sent by Next
 * with `s-maxage=…`): keep it fresh for 5 minutes, then serve it stale for up to a day while it fetches the new one
 * in the background. Browsers keep nothing (`max-age=0`): they revalidate with the ETag and get a 304. A changed page
 * reaches visitors within about 5 minutes even when no purge is configured; a purge (CDN_PURGE_URL) makes it at once.
 */
export const CDN_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

/** Replaces Next's year-long `s-maxage` on cacheable answers; private and no-store answers are left as they are. */
export function applyCdnCacheControl(res: ServerResponse): void {
  const current = String(res.getHeader('cache-control') ?? '');
  if (/^\s*s-maxage=/i.test(current)) res.setHeader('Cache-Control', CDN_CACHE_CONTROL);
}
