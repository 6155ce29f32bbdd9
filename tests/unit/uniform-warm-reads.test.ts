// @vitest-environment node
import type { LimitPolicy } from '@uniformdev/canvas';
import { createUniformSource } from '@/lib/content/uniform';
import { createUniformLimitPolicy } from '@/lib/content/uniform-limits';
import { memoryStore } from '@/lib/content/shared-store';
import { forgetWarmReads } from '@/lib/content/warm-reads';
import type { FetchOptions } from '@/lib/content/types';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';

/**
 * Issue 45 item 4, measured: at 20 junk requests/s the canvas refresh took 14.7× its quiet time and junk got 500s. Each
 * not-found page reads its frame (site settings, header, footer, …) and the one published limit (10 calls/s) counted
 * every read, data-cache hits too, so the queue only grew; and the canvas read the Context manifest in that queue.
 */
let api: FakeUniformApi;
beforeEach(async () => {
  api = await startFakeUniformApi();
  forgetWarmReads();
});
afterEach(() => api.close());

/**
 * A stand-in for Next's data cache (the server's patched fetch): a `force-cache` read that answered 2xx once is
 * answered from memory after, without a request.
 */
function withDataCache() {
  const network = globalThis.fetch;
  const cached = new Map<string, { body: ArrayBuffer; status: number; headers: Headers }>();
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (init?.cache !== 'force-cache') return network(input, init);
    const key = `${String(input)} ${JSON.stringify([...new Headers(init.headers)])}`;
    const hit = cached.get(key);
    if (hit) return new Response(hit.body.slice(0), { status: hit.status, headers: hit.headers });
    const response = await network(input, init);
    if (!response.ok) return response;
    const entry = { body: await response.arrayBuffer(), status: response.status, headers: response.headers };
    cached.set(key, entry);
    return new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers });
  });
}

/** A limit policy that counts the calls it is asked to place. */
function counted(): { policy: LimitPolicy; places: () => number } {
  const policy = createUniformLimitPolicy(60_000);
  let places = 0;
  return {
    policy: (func) => {
      places += 1;
      return policy(func);
    },
    places: () => places,
  };
}

function site() {
  const published = counted();
  const drafts = counted();
  const source = createUniformSource({
    apiKey: 'test-key',
    projectId: 'test-project',
    apiHost: api.url,
    edgeApiHost: api.url,
    routeIndexStore: memoryStore(),
    cachePublished: true,
    limitPolicy: published.policy,
    draftLimitPolicy: drafts.policy,
  });
  return { source, published, drafts };
}

/** What the root layout, its metadata and the not-found page read for one address (app/layout.tsx, app/not-found.tsx). */
function frameReads(source: ReturnType<typeof site>['source'], path: string, options?: FetchOptions) {
  return Promise.all([
    source.getRoute(path, options),
    source.getEntries('siteSettings', options),
    source.getEntries('translation', options),
    source.getProjectMap(options),
    source.getWithheldPages?.(options),
    source.getCompositionBySlug('global-header', options),
    source.getCompositionBySlug('global-footer', options),
    source.getCompositionBySlug('global-integrations', options),
    source.getContextManifest(options),
  ]);
}

describe('not-found pages under junk traffic take no places in the Uniform limit (issue 45 item 4)', () => {
  it('50 concurrent not-found pages after the first one place 0 calls in the published limit', async () => {
    withDataCache();
    const { source, published } = site();
    await frameReads(source, '/wp-login.php');
    const before = published.places();

    const pages = await Promise.all(
      Array.from({ length: 50 }, (_, index) => frameReads(source, `/wp-login.php-${index}`)),
    );

    expect(pages.every(([route]) => route.kind === 'notFound')).toBe(true);
    expect(published.places() - before).toBe(0);
    vi.restoreAllMocks();
  });

  it('a herd of 20 not-found pages on a cold start places each read once, not once per page', async () => {
    withDataCache();
    const { source, published } = site();
    await Promise.all(Array.from({ length: 20 }, (_, index) => frameReads(source, `/.env-${index}`)));
    const once = site();
    forgetWarmReads();
    await frameReads(once.source, '/.env');
    expect(published.places()).toBe(once.published.places());
    vi.restoreAllMocks();
  });

  it('each page still makes its own tagged fetch (Next files the tags under that page, so a webhook refreshes it)', async () => {
    const { source } = site();
    await source.getEntries('siteSettings');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await source.getEntries('siteSettings');
    const init = fetchSpy.mock.calls.find(([input]) => String(input).includes('/api/v1/entries'))?.[1];
    fetchSpy.mockRestore();
    expect(init?.cache).toBe('force-cache');
    expect((init as { next?: { tags?: string[] } } | undefined)?.next?.tags).toContain('entries:siteSettings');
  });

  it('after the revalidation webhook, the next read waits its turn in the limit again', async () => {
    const { source, published } = site();
    await source.getEntries('siteSettings');
    const before = published.places();
    await source.getEntries('siteSettings');
    expect(published.places()).toBe(before);
    forgetWarmReads();
    await source.getEntries('siteSettings');
    expect(published.places()).toBe(before + 1);
  });

  it('a warm read that reached Uniform after all (no data cache there: draft mode, outside a request) is cold again', async () => {
    const { source, published } = site();
    await source.getEntries('siteSettings');
    await source.getEntries('siteSettings');
    expect(published.places()).toBe(1);
    await source.getEntries('siteSettings');
    expect(published.places()).toBe(2);
  });

  it('a canvas render (editing a draft) places nothing in the published limit, the manifest included', async () => {
    const { source, published, drafts } = site();
    await frameReads(source, '/about', { preview: true, editing: true });
    expect(drafts.places()).toBeGreaterThan(0);
    expect(published.places()).toBe(0);
  });
});

describe('the route index is read as the server starts (issue 45 item 4)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function startUp(waitMs?: number) {
    vi.stubEnv('UNIFORM_API_KEY', 'test-key');
    vi.stubEnv('UNIFORM_PROJECT_ID', `start-up-${Math.random()}`);
    vi.stubEnv('UNIFORM_API_HOST', api.url);
    vi.stubEnv('UNIFORM_EDGE_API_HOST', api.url);
    vi.resetModules();
    const { prepareContent } = await import('@/lib/content/start-up');
    const { contentSource } = await import('@/lib/content/source');
    await prepareContent(waitMs);
    return contentSource();
  }

  it('the first unknown addresses after start-up cost Uniform no call', async () => {
    const source = await startUp();
    api.requests.length = 0;
    const answers = await Promise.all(['/wp-login.php', '/.env', '/admin/login'].map((path) => source.getRoute(path)));
    expect(answers.every((answer) => answer.kind === 'notFound')).toBe(true);
    expect(api.requests).toHaveLength(0);
  });

  it('a Uniform that does not answer holds start-up back no longer than the wait', async () => {
    api.fail('/api/v1/project-map-nodes', 0, 10);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The fake never answers the read: start-up can only finish by giving up on it after its wait.
    await startUp(200);
    expect(api.requests.some((request) => request.path === '/api/v1/project-map-nodes')).toBe(true);
    vi.restoreAllMocks();
  });
});
