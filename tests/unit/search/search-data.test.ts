// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchDocument } from '@/lib/search/documents';
import { searchSite } from '@/lib/search/search-index';

/**
 * Next's data cache as it is on disk (`.next/cache/fetch-cache`): kept across builds in one folder. Entries are found
 * by their key parts, as unstable_cache finds them.
 */
const fetchCache = vi.hoisted(() => new Map<string, unknown>());
const content = vi.hoisted(() => ({ documents: [] as SearchDocument[] }));
vi.mock('server-only', () => ({}));
vi.mock('next/server', () => ({ after: (task: () => unknown) => void task() }));
vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(read: () => Promise<T>, keyParts: string[]) =>
    async () => {
      const key = JSON.stringify(keyParts);
      if (!fetchCache.has(key)) fetchCache.set(key, await read());
      return fetchCache.get(key) as T;
    },
}));
const reads = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/content', () => ({
  getEntries: async (type: string, _preview: boolean, _editing: boolean, locale: string) => {
    reads.push(`${type} ${locale}`);
    return [];
  },
  getProjectMap: async (_preview: boolean, locale: string) => {
    reads.push(`project map ${locale}`);
    return [];
  },
  getRoute: async () => ({ kind: 'not-found' }),
}));
vi.mock('@/lib/blog/data', () => ({
  getBlogArticles: async (_preview: boolean, _editing: boolean, locale: string) => {
    reads.push(`posts ${locale}`);
    return [];
  },
}));
vi.mock('@/lib/search/site-documents', () => ({
  siteDocuments: async (_content: unknown, locale: string) => {
    reads.push(`documents ${locale}`);
    return content.documents;
  },
}));

const page = (title: string): SearchDocument => ({
  id: title,
  kind: 'page',
  path: `/${title.toLowerCase()}`,
  title,
  description: '',
  headings: '',
  body: '',
});

const dist = mkdtempSync(join(tmpdir(), 'search-build-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A server process started on the build in `dist`: fresh modules and no index held yet. */
async function startServer() {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('verdance.searchIndex')];
  vi.resetModules();
  return import('@/lib/search/data');
}

beforeEach(() => {
  vi.stubEnv('NEXT_DIST_DIR', relative(process.cwd(), dist));
});

describe('site search across an in-place rebuild', () => {
  it('searches the new build’s content, not the documents the last build left in the data cache', async () => {
    writeFileSync(join(dist, 'BUILD_ID'), 'build-1\n');
    content.documents = [page('Hailstorms')];
    let server = await startServer();
    expect(searchSite(await server.getSearchIndex(), 'hailstorms').total).toBe(1);

    writeFileSync(join(dist, 'BUILD_ID'), 'build-2\n');
    content.documents = [page('Frostbite')];
    server = await startServer();
    const index = await server.getSearchIndex();
    expect(searchSite(index, 'frostbite').total).toBe(1);
    expect(searchSite(index, 'hailstorms').total).toBe(0);
  });
});

describe('site search per locale', () => {
  it('builds the Spanish index from the pages and posts enabled in es-US, with their /es addresses', async () => {
    writeFileSync(join(dist, 'BUILD_ID'), 'build-3\n');
    content.documents = [page('Calor')];
    const server = await startServer();
    reads.length = 0;
    await server.getSearchIndex('es-US');
    expect(reads.sort()).toEqual(['documents es-US', 'glossaryItem es-US', 'posts es-US', 'project map es-US']);
  });
});
