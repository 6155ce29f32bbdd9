// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withoutNotFoundRenders } from '@/cache-handler.mjs';

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

const page = (status: number): Entry => ({ lastModified: 1, tags: [], value: { kind: 'APP_PAGE', status, html: 'x' } });
const LIVE = { UNIFORM_API_KEY: 'key', UNIFORM_PROJECT_ID: 'project' };

describe('the shared page cache and 404 renders', () => {
  it('with a live content source stores pages but no 404 render, and a 404 replaces no stale page', async () => {
    const { store, handler } = mapHandler();
    const cache = withoutNotFoundRenders(handler, LIVE);
    await cache.set('/api/zz-1', page(404));
    await cache.set('/about', page(200));
    expect([...store.keys()]).toEqual(['/about']);
    // /about unpublished: its 404 render deletes the page instead of being stored or leaving the page served.
    await cache.set('/about', page(404));
    expect(store.size).toBe(0);
    await cache.set('fetch-key', { lastModified: 1, tags: [], value: { kind: 'FETCH' } });
    expect([...store.keys()]).toEqual(['fetch-key']);
  });

  it('with the embedded content leaves the cache as it is (the front door answers unknown paths itself)', async () => {
    const { handler } = mapHandler();
    expect(withoutNotFoundRenders(handler, {})).toBe(handler);
  });
});
