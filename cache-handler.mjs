// Next's incremental cache shared by every instance through Redis (next.config.ts, or lib/serve/build-config.ts in the
// container image, hands it to Next when REDIS_URL is set). Pages, fetches and unstable_cache entries are written to
// Redis and to an in-process LRU. Reads ask Redis first, so a revalidation by any instance (it deletes the tagged keys
// in Redis) is seen by all, and keep a copy of what they read in the LRU; while Redis is unreachable its handler
// fails at once and reads are served from that copy.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { isErrorRender } from './page-cache-handler.mjs';

const RECONNECT_CAP_MS = 2_000;

CacheHandler.onCreation(({ buildId }) => {
  const client = createClient({
    url: process.env.REDIS_URL,
    pingInterval: 10_000,
    // Commands fail at once while the connection is down instead of queueing behind it.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, RECONNECT_CAP_MS) },
  });
  let reported = false;
  client.on('error', (error) => {
    if (reported) return;
    reported = true;
    // The fault line's shape (lib/metrics/faults.ts): one per outage, until the connection is ready again.
    console.warn(
      JSON.stringify({
        level: 'Warning',
        kind: 'redis',
        message: 'Shared cache unreachable',
        count: 1,
        error: String(error),
      }),
    );
  });
  client.on('ready', () => {
    reported = false;
    console.info(JSON.stringify({ level: 'Information', message: 'Shared cache connected' }));
  });
  // Not awaited: an instance starts and serves (from its own LRU) even when Redis is down; the client keeps retrying.
  client.connect().catch(() => {});
  return { handlers: [createSharedHandler(client, buildId)] };
});

/** The handler Next is given, over a connected (or connecting) Redis client; exported for its tests. */
export function createSharedHandler(client, buildId) {
  // The build id in every key: a new deployment never reads pages rendered by the previous one.
  const shared = createRedisHandler({ client, keyPrefix: `verdance:${buildId ?? 'dev'}:`, timeoutMs: 1_000 });
  return withEdgeTags(withoutErrorRenders(withLocalCopy(shared, createLruHandler())));
}

/**
 * No render that answered with an error (a 404, any 4xx, a 5xx) is stored, whatever the content source: any path or
 * spelling a client makes up that Next routes to a 404 (a live content source renders every path; a spelling the front
 * door missed) would otherwise be one more key in Redis, pushing pages out. An earlier entry under its key (a page
 * since unpublished) is deleted, so the next request renders anew.
 */
export function withoutErrorRenders(handler) {
  return {
    ...handler,
    name: `${handler.name}-without-errors`,
    async set(key, entry, ctx) {
      if (isErrorRender(entry?.value)) return handler.delete?.(key);
      return handler.set(key, entry, ctx);
    },
  };
}

/** Next keeps a page's cache tags in its stored headers and drops them from the response (outside its minimal mode). */
const NEXT_TAGS = 'x-next-cache-tags';
/** The same tags under a name Next sends on: the front door turns them into the edge's tag headers (lib/serve/cdn-cache.ts). */
const EDGE_TAGS = 'x-edge-cache-tags';

function copyTagsForEdge(entry) {
  const headers = entry?.value?.kind === 'APP_PAGE' ? entry.value.headers : undefined;
  if (headers && typeof headers[NEXT_TAGS] === 'string') headers[EDGE_TAGS] = headers[NEXT_TAGS];
}

/**
 * Page entries read (a cached page) and written (a page just rendered: Next answers with the very headers object it
 * stores, after the write) carry their tags under EDGE_TAGS, so every page answer names what it was built from.
 */
function withEdgeTags(handler) {
  return {
    ...handler,
    async get(key, meta) {
      const entry = await handler.get(key, meta);
      copyTagsForEdge(entry);
      return entry;
    },
    async set(key, entry, ctx) {
      copyTagsForEdge(entry);
      await handler.set(key, entry, ctx);
    },
  };
}

/** Redis first; what it returns is copied into the local LRU, which answers alone while Redis fails. */
function withLocalCopy(shared, local) {
  return {
    name: 'redis-with-local-copy',
    async get(key, meta) {
      let value;
      try {
        value = await shared.get(key, meta);
      } catch {
        return local.get(key, meta);
      }
      if (!value) await local.delete?.(key);
      // Copied once per version: the LRU sizes each entry by serialising it, too dear for every read.
      else if ((await local.get(key, meta))?.lastModified !== value.lastModified) await local.set(key, value);
      return value;
    },
    async set(key, value, ctx) {
      await Promise.allSettled([shared.set(key, value, ctx), local.set(key, value, ctx)]);
    },
    async revalidateTag(tag) {
      const [result] = await Promise.allSettled([shared.revalidateTag(tag), local.revalidateTag(tag)]);
      if (result.status === 'rejected') throw result.reason;
    },
    async delete(key) {
      await Promise.allSettled([shared.delete?.(key), local.delete?.(key)]);
    },
  };
}

export default CacheHandler;
