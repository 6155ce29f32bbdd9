// @vitest-environment node
import { createUniformSource } from '@/lib/content/uniform';
import { createUniformLimitPolicy } from '@/lib/content/uniform-limits';
import { markRouteIndexStale } from '@/lib/content/route-index';
import { memoryStore, type SharedStore } from '@/lib/content/shared-store';
import { buildXmlSitemap } from '@/lib/seo/xml-sitemap';
import { buildSitemapTree } from '@/lib/seo/sitemap-tree';
import { DRAFT, PUBLISHED } from '../fakes/uniform/store';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';
import { changesRouteIndex, parseContentEvent } from '@/lib/integrations/revalidation';
import { compositionPublished, entryPublished, nodeInserted, redirectInserted } from '../support/uniform-events';

let api: FakeUniformApi;
let store: SharedStore;
beforeEach(async () => {
  api = await startFakeUniformApi();
  store = memoryStore();
});
afterEach(() => api.close());

const settings = () => ({
  apiKey: 'test-key',
  projectId: 'test-project',
  apiHost: api.url,
  edgeApiHost: api.url,
  routeIndexStore: store,
});
const source = () => createUniformSource(settings());
/** What a revalidation webhook for a project map or composition event does (app/api/revalidate/route.ts). */
const webhook = () => markRouteIndexStale({ UNIFORM_PROJECT_ID: 'test-project', UNIFORM_API_HOST: api.url }, store);

const JUNK = [
  '/wp-login.php',
  '/.env',
  '/wp-admin/setup-config.php',
  '/xmlrpc.php',
  '/.git/config',
  '/phpmyadmin/index.php',
  '/admin/.env',
  '/cgi-bin/luci',
  '/vendor/phpunit/eval-stdin.php',
  '/about/../../etc/passwd',
];
const fiftyJunkPaths = Array.from(
  { length: 50 },
  (_, index) => `${JUNK[index % JUNK.length]}${index ? `-${index}` : ''}`,
);

const nodeAt = (path: string) => [...api.project.nodes.values()].find((node) => node.path === path)!;

describe('junk traffic never reaches Uniform (issue 45 item 4)', () => {
  it('50 requests for addresses that are no page cost Uniform 0 calls once the route index is built', async () => {
    expect((await source().getRoute('/about')).kind).toBe('composition');
    api.requests.length = 0;

    const answers = await Promise.all(fiftyJunkPaths.map((path) => source().getRoute(path)));

    expect(answers.every((answer) => answer.kind === 'notFound')).toBe(true);
    expect(api.requests).toHaveLength(0);
  });

  it('one build of the index serves every source sharing the store (one project map read, one redirect list)', async () => {
    await Promise.all(['/about', '/contact-us', '/nope'].map((path) => source().getRoute(path)));
    const counted = (path: string) => api.requests.filter((request) => request.path === path).length;
    expect(counted('/api/v1/project-map-nodes')).toBe(1);
    expect(counted('/api/v1/redirect')).toBe(1);
  });

  it('a Uniform redirect and a page added later are found again after the webhook', async () => {
    expect(await source().getRoute('/old-greenhouse-cover')).toMatchObject({ kind: 'notFound' });
    api.project.redirects.set('c0ffee00-0000-4000-8000-000000000001', {
      redirect: {
        id: 'c0ffee00-0000-4000-8000-000000000001',
        sourceUrl: '/old-greenhouse-cover',
        targetUrl: '/about',
        targetStatusCode: 301,
      },
      metadata: {},
    });
    nodeAt('/about').path = '/company';
    // Until a webhook says so, the index stands: no call.
    expect(await source().getRoute('/company')).toEqual({ kind: 'notFound' });
    await webhook();
    expect(await source().getRoute('/old-greenhouse-cover')).toEqual({
      kind: 'redirect',
      target: '/about',
      status: 301,
    });
    expect((await source().getRoute('/company')).kind).toBe('composition');
  });

  it('a path under a node with dynamic inputs is read uncached, and a value its data does not know answers 404', async () => {
    const about = nodeAt('/about');
    const id = '3b9e8f0a-6c2d-4e1f-8a7b-5d4c3b2a1f09';
    api.project.nodes.set(id, { ...about, id, name: 'Team member', path: '/about/team/:member', order: 99 });
    await webhook();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect((await source().getRoute('/about/team/ingrid')).kind).toBe('composition');
    const routeInit = fetchSpy.mock.calls.find(([input]) => String(input).includes('/api/v1/route?'))?.[1];
    expect(routeInit?.cache).toBeUndefined();
    expect((routeInit as { next?: unknown } | undefined)?.next).toBeUndefined();
    fetchSpy.mockRestore();

    // Uniform reports a data resource that found nothing for the value as an error beside the composition.
    const answered = api.project.compositions[PUBLISHED].get(about.compositionId!)!;
    api.project.compositions[PUBLISHED].set(about.compositionId!, {
      ...answered,
      errors: [{ type: 'data', message: 'No team member "nobody"', dataName: 'member', dataType: 'teamMember' }],
    } as typeof answered);
    expect(await source().getRoute('/about/team/nobody')).toEqual({ kind: 'notFound' });
  });
});

describe('the route index through webhooks and outages', () => {
  it('project map, composition and redirect events mark it stale; entry events leave it', () => {
    const changes = (event: unknown) => changesRouteIndex(parseContentEvent(event));
    expect(changes(nodeInserted('/new-page'))).toBe(true);
    expect(changes(compositionPublished('0046af24-0145-565f-b217-76c31b171db8', 'about'))).toBe(true);
    expect(changes(redirectInserted('/old', '/new', 301))).toBe(true);
    expect(changes(entryPublished('e', 'blogPost', 'post'))).toBe(false);
  });

  it('the webhook’s rebuild says whether what visitors can reach changed (every page is refreshed only then)', async () => {
    // A first webhook, before any index was built, refreshes nothing more than its event says.
    expect(await source().refreshRouteIndex?.()).toBe(false);
    expect((await source().getRoute('/claims')).kind).toBe('composition');
    expect(await source().refreshRouteIndex?.()).toBe(false);
    api.project.compositions[PUBLISHED].delete(nodeAt('/claims').compositionId!);
    expect(await source().refreshRouteIndex?.()).toBe(true);
    expect(await source().getRoute('/claims')).toEqual({ kind: 'notFound' });
    expect(await source().refreshRouteIndex?.()).toBe(false);
  });

  it('while Uniform cannot be read, a stale index keeps answering: pages found, junk still costs nothing', async () => {
    expect((await source().getRoute('/about')).kind).toBe('composition');
    await webhook();
    api.fail('/api/v1/project-map-nodes', 503, 100);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await source().getProjectMap()).map((page) => page.path)).toContain('/about');
    const before = api.requests.filter((request) => request.path !== '/api/v1/project-map-nodes').length;
    expect(await source().getRoute('/wp-login.php')).toEqual({ kind: 'notFound' });
    expect(api.requests.filter((request) => request.path !== '/api/v1/project-map-nodes')).toHaveLength(before);
    vi.restoreAllMocks();
  });
});

describe('drafts and previews on a budget of their own (issue 45 item 4)', () => {
  it('a draft read still goes through while the published budget is exhausted', async () => {
    const deadlineMs = 3_600_000;
    const published = createUniformLimitPolicy(deadlineMs);
    const drafts = createUniformLimitPolicy(deadlineMs);
    // Hung calls stay hung (no client timeout frees their places) for as long as the test runs.
    const site = createUniformSource({
      ...settings(),
      timeoutMs: deadlineMs,
      limitPolicy: published,
      draftLimitPolicy: drafts,
      // No Next data cache in a unit test: every read reaches the fake, so none is kept as if cached.
      cachePublished: false,
    });
    await site.getRoute('/about');
    // Ten published reads hang in Uniform (the policy's whole in-flight allowance); forty more queue behind them.
    api.fail('/api/v1/route', 0, 10);
    const stuck = Array.from({ length: 20 }, () => site.getRoute('/about').catch(() => undefined));
    // The published throttle lets these out at 10 a second (a page index read and a route read each).
    await vi.waitFor(
      () => expect(api.requests.filter((request) => request.path === '/api/v1/route')).toHaveLength(11),
      { timeout: 20_000, interval: 50 },
    );

    const draft = await site.getRoute('/about', { preview: true });

    expect(draft.kind).toBe('composition');
    expect(api.requests.filter((request) => request.query.get('state') === '0').length).toBeGreaterThan(0);
    void stuck;
  });
});

describe('sitemaps and links know what is published (issue 45 item 5)', () => {
  const unpublish = (path: string) => api.project.compositions[PUBLISHED].delete(nodeAt(path).compositionId!);

  it('an unpublished page and a draft-only page are in no project map, sitemap or route of the published site', async () => {
    const claims = nodeAt('/claims');
    unpublish('/claims');
    const draftOnlyId = '5f0c4d3e-2b1a-4c9d-8e7f-6a5b4c3d2e1f';
    const draftOnly = structuredClone(api.project.compositions[DRAFT].get(nodeAt('/about').compositionId!)!);
    draftOnly.composition._id = draftOnlyId;
    draftOnly.composition._slug = 'coming-soon';
    api.project.compositions[DRAFT].set(draftOnlyId, draftOnly);
    const nodeId = '7e6d5c4b-3a2f-4e1d-9c8b-7a6f5e4d3c2b';
    api.project.nodes.set(nodeId, {
      ...claims,
      id: nodeId,
      name: 'Coming soon',
      path: '/coming-soon',
      compositionId: draftOnlyId,
    });

    const pages = await source().getProjectMap();
    const paths = pages.map((page) => page.path);
    expect(paths).toContain('/about');
    expect(paths).not.toContain('/claims');
    expect(paths).not.toContain('/coming-soon');
    const xml = buildXmlSitemap(pages, 'www.example.com').map((entry) => entry.url);
    expect(xml.some((url) => url.endsWith('/claims') || url.endsWith('/coming-soon'))).toBe(false);
    const html = JSON.stringify(buildSitemapTree(pages));
    expect(html).not.toContain('"/claims"');
    expect(html).not.toContain('"/coming-soon"');

    api.requests.length = 0;
    expect(await source().getRoute('/claims')).toEqual({ kind: 'notFound' });
    expect(await source().getRoute('/coming-soon')).toEqual({ kind: 'notFound' });
    expect(api.requests).toHaveLength(0);

    // A preview sees both: they have drafts.
    const preview = (await source().getProjectMap({ preview: true })).map((page) => page.path);
    expect(preview).toEqual(expect.arrayContaining(['/claims', '/coming-soon']));
    const withheld = (await source().getWithheldPages?.()) ?? [];
    expect(withheld.map((page) => page.path)).toEqual(expect.arrayContaining(['/claims', '/coming-soon']));
    expect(withheld).toContainEqual({ nodeId: claims.id, path: '/claims' });
    expect(await source().getWithheldPages?.({ preview: true })).toEqual([]);
  });
});
