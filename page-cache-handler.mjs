// Next's own file cache for one instance (next.config.ts, or lib/serve/build-config.ts in the container image, hands
// it to Next when REDIS_URL is unset), with one rule added: a render that answered with an error (a 404, any 4xx, a
// 5xx) at run time is never stored, whatever the content source. Any spelling of a path Next routes to a 404 would
// otherwise be a file on disk (with a live content source every path reaches a route); the 404 is rendered again
// instead, which is what the built not-found page costs. The build's own not-found page is written as before.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

// Node hands this CommonJS module over as its exports object; a bundler (the unit tests) as its default export.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** Entries that hold a rendered answer with its HTTP status: app pages, pages-router pages, route handlers. */
const RENDERS = new Set(['APP_PAGE', 'PAGES', 'APP_ROUTE']);

/** A render that answered 4xx or 5xx at run time (at build time the not-found page itself is one, and is kept). */
export function isErrorRender(data) {
  return RENDERS.has(data?.kind) && data.status >= 400 && process.env.NEXT_PHASE !== 'phase-production-build';
}

export default class PageCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (isErrorRender(data)) return;
    return super.set(key, data, ctx);
  }
}
