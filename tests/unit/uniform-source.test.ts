import { createUniformSource } from '@/lib/content/uniform';
import { createContentSource } from '@/lib/content/source';
import { memoryStore } from '@/lib/content/shared-store';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';

let api: FakeUniformApi;
beforeEach(async () => {
  api = await startFakeUniformApi();
});
afterEach(() => api.close());

// A route index of its own per source: these tests change the project between reads, with no webhook to say so.
const source = () =>
  createUniformSource({
    apiKey: 'test-key',
    projectId: 'test-project',
    apiHost: api.url,
    edgeApiHost: api.url,
    routeIndexStore: memoryStore(),
  });

describe('uniform content source against a fake Uniform API', () => {
  it('looks up a route through the real RouteClient and joins the page index entry', async () => {
    const route = await source().getRoute('/about');
    expect(route.kind).toBe('composition');
    if (route.kind !== 'composition') return;
    expect(route.composition.type).toBe('page');
    expect(route.page.seoTitle).toMatch(/About Verdance/);
    expect(
      api.requests.some((request) => request.path === '/api/v1/route' && request.query.get('path') === '/about'),
    ).toBe(true);
  });

  it('answers notFound for an unknown path', async () => {
    expect(await source().getRoute('/no-such-page')).toEqual({ kind: 'notFound' });
  });

  it('reads the project map and entries by type', async () => {
    const pages = await source().getProjectMap();
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/', '/about', '/sitemap']));
    const settings = await source().getEntries('siteSettings');
    expect(settings[0]?.fields.brandName).toBe('Verdance Insurance');
  });

  it('fetches a global composition by slug, and undefined for a missing one', async () => {
    expect((await source().getCompositionBySlug('global-header'))?.type).toBe('header');
    expect(await source().getCompositionBySlug('nope')).toBeUndefined();
  });

  it('recovers from a 429 through the SDK’s own retry', async () => {
    api.fail('/api/v1/route', 429, 1);
    const route = await source().getRoute('/about');
    expect(route.kind).toBe('composition');
    expect(api.requests.filter((request) => request.path === '/api/v1/route')).toHaveLength(2);
  });

  it('surfaces a persistent 500 as an error for the page to handle', async () => {
    api.fail('/api/v1/route', 500, 10);
    await expect(source().getRoute('/about')).rejects.toThrow();
  });
});

describe('source selection', () => {
  it('is local with no configuration and uniform when key and project are set', () => {
    expect(createContentSource({}).name).toBe('local');
    expect(createContentSource({ UNIFORM_API_KEY: 'k' }).name).toBe('local');
    expect(createContentSource({ UNIFORM_API_KEY: 'k', UNIFORM_PROJECT_ID: 'p' }).name).toBe('uniform');
  });
});

describe('project map routing as Uniform resolves it', () => {
  const aboutNode = () => [...api.project.nodes.values()].find((node) => node.path === '/about')!;

  it('keeps a moved page’s title, description, breadcrumb and sitemap flags: its page index entry names the node by id', async () => {
    const before = await source().getRoute('/about');
    if (before.kind !== 'composition') throw new Error('no /about');
    aboutNode().path = '/company';
    const moved = await source().getRoute('/company');
    expect(moved.kind).toBe('composition');
    if (moved.kind !== 'composition') return;
    expect({ ...moved.page, path: '/about' }).toEqual(before.page);
    expect(moved.page.path).toBe('/company');
    expect((await source().getProjectMap()).find((page) => page.path === '/company')?.seoTitle).toBe(
      before.page.seoTitle,
    );
    expect(await source().getRoute('/about')).toEqual({ kind: 'notFound' });
  });

  it('renders every path under a node with dynamic inputs as that node’s page, which no listing names', async () => {
    const about = aboutNode();
    const id = '3b9e8f0a-6c2d-4e1f-8a7b-5d4c3b2a1f09';
    api.project.nodes.set(id, { ...about, id, name: 'Team member', path: '/about/team/:member', order: 99 });
    const route = await source().getRoute('/about/team/ingrid');
    expect(route.kind).toBe('composition');
    if (route.kind !== 'composition') return;
    expect(route.page.path).toBe('/about/team/ingrid');
    expect(route.page.breadcrumb).toBe('Team member');
    expect(await source().getRoute('/about/team/ingrid/more')).toEqual({ kind: 'notFound' });
    expect((await source().getProjectMap()).map((page) => page.path)).not.toContain('/about/team/:member');
  });
});

describe('release previews', () => {
  const releaseId = '6f1c2a4e-8b3d-4c5a-9e7f-0a1b2c3d4e5f';
  const renamed = (name: string) => (composition: Record<string, unknown>) => {
    composition._name = name;
  };

  it('reads the release’s version of a page and of a global composition only when the release is asked for', async () => {
    api.editInRelease(releaseId, 'global-header', renamed('Header in the spring release'));
    const aboutSlug = [...api.project.compositions[0].values()].find(
      (item) =>
        item.composition._id === [...api.project.nodes.values()].find((node) => node.path === '/about')?.compositionId,
    )!.composition._slug!;
    api.editInRelease(releaseId, aboutSlug, renamed('About in the spring release'));

    const inRelease = await source().getRoute('/about', { preview: true, releaseId });
    const draft = await source().getRoute('/about', { preview: true });
    expect(inRelease.kind === 'composition' && inRelease.composition._name).toBe('About in the spring release');
    expect(draft.kind === 'composition' && draft.composition._name).not.toBe('About in the spring release');
    expect((await source().getCompositionBySlug('global-header', { preview: true, releaseId }))?._name).toBe(
      'Header in the spring release',
    );
    expect((await source().getCompositionBySlug('global-header', { preview: true }))?._name).not.toBe(
      'Header in the spring release',
    );
    const releaseReads = api.requests.filter((request) => request.query.get('releaseId') === releaseId);
    expect(new Set(releaseReads.map((request) => request.path))).toEqual(
      new Set(['/api/v1/route', '/api/v1/composition', '/api/v1/entries', '/api/v1/project-map-nodes']),
    );
  });

  it('never reads a release for the published site', async () => {
    await source().getRoute('/about', { releaseId });
    expect(api.requests.some((request) => request.query.has('releaseId'))).toBe(false);
  });
});
