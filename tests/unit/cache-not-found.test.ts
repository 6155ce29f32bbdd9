// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@redis/client';
import { createSharedHandler, withoutErrorRenders } from '@/cache-handler.mjs';
import { startRedis, type Started } from '../support/cluster';

type Entry = { lastModified: number; tags: string[]; value: { kind: string; status?: number; html?: string } };

/** A stand-in for the shared cache: a map, as the Redis handler behaves for set, get and delete. */
function mapHandler() {
  const store = new Map<string, Entry>();
  return {
    store,
    handler: {
      name: 'map',
      get: async (key: string) => store.get(key) ?? null,
      set: async (key: string, entry: Entry) => void store.set(key, entry),
      revalidateTag: async () => undefined,
      delete: async (key: string) => void store.delete(key),
    },
  };
}

const render = (status: number | undefined, kind = 'APP_PAGE'): Entry => ({
  lastModified: Date.now(),
  tags: ['_N_T_/layout'],
  value: { kind, status, html: 'x'.repeat(1000) },
});
const ERRORS = [
  ['a 404 page', render(404)],
  ['a 500 page', render(500)],
  ['a 503 page', render(503)],
  ['a 410 page', render(410)],
  ['a 404 of the pages router', render(404, 'PAGES')],
  ['a route handler’s 404', render(404, 'APP_ROUTE')],
  ['a route handler’s 500', render(500, 'APP_ROUTE')],
] as const;

describe('the shared page cache and error renders', () => {
  it.each(ERRORS)(
    '%s is never stored, whatever the content source; a stale page under its key is deleted',
    async (_, entry) => {
      const { store, handler } = mapHandler();
      const cache = withoutErrorRenders(handler);
      await cache.set('/api/v1/logging/zz-1', entry);
      expect(store.size).toBe(0);
      await cache.set('/about', render(200));
      await cache.set('/about', entry);
      expect(store.size).toBe(0);
    },
  );

  it('stores pages, prerendered pages without a status, and fetches', async () => {
    const { store, handler } = mapHandler();
    const cache = withoutErrorRenders(handler);
    await cache.set('/about', render(200));
    await cache.set('/claims', render(undefined));
    await cache.set('fetch-key', { lastModified: 1, tags: [], value: { kind: 'FETCH' } });
    expect([...store.keys()]).toEqual(['/about', '/claims', 'fetch-key']);
  });
});

describe('the handler Next is given, on a real Redis', () => {
  const port = Number(process.env.E2E_PORT ?? 3100) + 175;
  const client = createClient({ url: `redis://127.0.0.1:${port}` });
  let redis: Started;

  beforeAll(async () => {
    redis = await startRedis(port);
    await client.connect();
  });
  afterAll(async () => {
    client.destroy();
    await redis?.stop();
  });

  it('adds no key for any error render, and one for a page', async () => {
    const cache = createSharedHandler(client, 'unit-build');
    for (const [, entry] of ERRORS) await cache.set(`/zz-${entry.value.kind}-${entry.value.status}`, entry);
    expect(await client.dbSize()).toBe(0);
    await cache.set('/about', render(200));
    expect(await client.keys('*')).toContain('verdance:unit-build:/about');
    expect(await client.hLen('verdance:unit-build:__sharedTags__')).toBe(1);
  });
});
