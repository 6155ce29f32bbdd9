import { createUniformSource } from '@/lib/content/uniform';
import { createContentSource } from '@/lib/content/source';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';

let api: FakeUniformApi;
beforeEach(async () => {
  api = await startFakeUniformApi();
});
afterEach(() => api.close());

const source = () =>
  createUniformSource({ apiKey: 'test-key', projectId: 'test-project', apiHost: api.url, edgeApiHost: api.url });

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
