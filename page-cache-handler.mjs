// Next's own file cache for one instance (next.config.ts, or lib/serve/build-config.ts in the container image, hands
// it to Next when REDIS_URL is unset), with one rule added: a page rendered on demand as a 404 is never stored. With a
// live content source every path reaches a route (an article published after the build renders on demand), so a
// stored 404 would let anyone fill the disk with made-up addresses; the 404 is rendered again instead, which is what
// the built not-found page costs. The build's own not-found page is written as before.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

// Node hands this CommonJS module over as its exports object; a bundler (the unit tests) as its default export.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** A page render that answered 404 at run time (at build time the not-found page itself is one, and is kept). */
export function isNotFoundRender(data) {
  return data?.kind === 'APP_PAGE' && data.status === 404 && process.env.NEXT_PHASE !== 'phase-production-build';
}

export default class PageCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (isNotFoundRender(data)) return;
    return super.set(key, data, ctx);
  }
}
