// @vitest-environment node
import type { ComponentInstance } from '@uniformdev/canvas';
import { createUniformSource } from '@/lib/content/uniform';
import type { FetchOptions } from '@/lib/content/types';
import { startFakeUniformApi, type FakeRequestRecord, type FakeUniformApi } from '../fakes/uniform-api';
import { DRAFT, PUBLISHED } from '../fakes/uniform/store';

const ABOUT_COMPOSITION = '0046af24-0145-565f-b217-76c31b171db8';
let api: FakeUniformApi;
beforeEach(async () => {
  api = await startFakeUniformApi({ fixtures: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  return api.close();
});

const source = () =>
  createUniformSource({ apiKey: 'test-key', projectId: 'test-project', apiHost: api.url, edgeApiHost: api.url });
const to = (path: string) => api.requests.filter((request) => request.path === path);
const heading = (composition: ComponentInstance) =>
  composition.slots?.content?.find((child) => child.parameters?.heading)?.parameters?.heading?.value;
const setHeading = (value: string) => (composition: Record<string, unknown>) => {
  const child = (composition.slots as { content: ComponentInstance[] }).content.find(
    (item) => item.parameters?.heading,
  )!;
  child.parameters!.heading = { type: 'text', value };
};

async function readPage(options?: FetchOptions) {
  const route = await source().getRoute('/about', options);
  await source().getCompositionBySlug('global-header', options);
  if (route.kind !== 'composition') throw new Error(`expected a composition, got ${route.kind}`);
  return route.composition;
}

function expectDeliveryReads(requests: FakeRequestRecord[], state: string, bypass: boolean) {
  expect(requests.length).toBeGreaterThan(0);
  for (const { query, headers, path } of requests) {
    expect({
      path,
      state: query.get('state'),
      locale: query.get('locale'),
      ids: query.get('withComponentIDs'),
      swr: headers['x-disable-swr'],
    }).toEqual({
      path,
      state,
      locale: 'en-US',
      ids: 'true',
      swr: 'true',
    });
    expect(headers['x-bypass-cache']).toBe(bypass ? 'true' : undefined);
  }
}

describe('reads as the official SDK makes them', () => {
  it('published: state 64, the locale, component ids, no stale-while-revalidate, Uniform’s cache used', async () => {
    const composition = await readPage();
    expect(heading(composition)).toBe('About Verdance Insurance');
    expectDeliveryReads([...to('/api/v1/route'), ...to('/api/v1/entries'), ...to('/api/v1/composition')], '64', false);
    expect(to('/api/v1/project-map-nodes')[0]?.headers['x-bypass-cache']).toBeUndefined();
  });

  it('draft: state 0 and x-bypass-cache on every call; a draft change shows only in preview', async () => {
    const draft = [...api.project.compositions[0].values()].find((item) => item.composition._id === ABOUT_COMPOSITION)!;
    setHeading('About us (draft)')(draft.composition as unknown as Record<string, unknown>);
    expect(heading(await readPage())).toBe('About Verdance Insurance');
    api.requests.length = 0;

    expect(heading(await readPage({ preview: true }))).toBe('About us (draft)');
    expectDeliveryReads([...to('/api/v1/route'), ...to('/api/v1/entries'), ...to('/api/v1/composition')], '0', true);
    expect(to('/api/v1/project-map-nodes')[0]?.headers['x-bypass-cache']).toBe('true');
  });

  it('in the canvas editor: its unsaved state (63) first, the saved draft when it has none', async () => {
    expect(heading(await readPage({ preview: true, editing: true }))).toBe('About Verdance Insurance');
    expect(to('/api/v1/route').map((request) => request.query.get('state'))).toEqual(['63', '0']);

    api.editInCanvas('about', setHeading('Typed in the editor'));
    expect(heading(await readPage({ preview: true, editing: true }))).toBe('Typed in the editor');
    expect(heading(await readPage({ preview: true }))).toBe('About Verdance Insurance');
  });

  it('in the canvas editor an entry reads its unsaved state (63) over its draft; every other entry stays', async () => {
    const ARTICLE = '00046d97-10ef-5729-8cc7-2798fbe9a361';
    const titleOf = (entries: { id: string; fields: Record<string, unknown> }[]) =>
      entries.find((entry) => entry.id === ARTICLE)?.fields.title;
    const drafts = await source().getEntries('blogPost', { preview: true, editing: true });
    expect(titleOf(drafts)).toBe('Records that make a claim faster');

    api.editEntryInCanvas(ARTICLE, (entry) => {
      entry.fields!.title = { type: 'text', value: 'Typed in the entry editor' };
    });
    const editing = await source().getEntries('blogPost', { preview: true, editing: true });
    expect(titleOf(editing)).toBe('Typed in the entry editor');
    expect(editing.length).toBe(drafts.length);
    expect(titleOf(await source().getEntries('blogPost', { preview: true }))).toBe('Records that make a claim faster');
  });

  it('tags a published page with its path and its composition id; drafts never enter Next’s cache', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const routeInit = () =>
      fetchSpy.mock.calls.find(([input]) => String(input).includes('/api/v1/route?'))?.[1] as RequestInit & {
        next?: { tags: string[] };
      };
    await source().getRoute('/about');
    expect(routeInit().next?.tags).toEqual(['content', 'route:/about', `composition:${ABOUT_COMPOSITION}`]);
    fetchSpy.mockClear();
    await source().getRoute('/about', { preview: true });
    expect(routeInit()).toMatchObject({ cache: 'no-store' });
    expect(routeInit().next).toBeUndefined();
  });

  it('tags a page with each component pattern it shows, nested ones too; a page without patterns reads once', async () => {
    // The home page's "Verdance in numbers" band, with its first figure made a pattern of its own.
    const band = 'c6c4c37d-d28c-4eed-b276-a550b87cf0a2';
    const nested = '5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e';
    for (const state of [DRAFT, PUBLISHED] as const) {
      const item = api.project.compositions[state].get(band)!;
      const figures = item.composition.slots!.figures!;
      api.project.compositions[state].set(nested, {
        ...structuredClone(item),
        composition: { ...structuredClone(figures[0]!), _id: nested, _name: 'Founding year' },
      });
      figures[0] = { type: figures[0]!.type, _id: '6e7f8091-a2b3-4c4d-9e5f-6a7b8c9d0e1f', _pattern: nested };
    }
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const routeTags = () =>
      fetchSpy.mock.calls
        .filter(([input]) => String(input).includes('/api/v1/route?'))
        .map(([, init]) => (init as { next?: { tags: string[] } }).next?.tags ?? []);
    const home = await source().getRoute('/');
    expect(home.kind).toBe('composition');
    expect(routeTags().flat()).toEqual(expect.arrayContaining([`pattern:${band}`, `pattern:${nested}`]));
    fetchSpy.mockClear();
    await source().getRoute('/about');
    expect(routeTags()).toEqual([['content', 'route:/about', `composition:${ABOUT_COMPOSITION}`]]);
  });

  it('serves a Uniform redirect with its own status', async () => {
    expect(await source().getRoute('/old-greenhouse-cover')).toEqual({
      kind: 'redirect',
      target: '/products/greenhouse',
      status: 301,
    });
  });
});

describe('an API answering garbage', () => {
  it.each([
    ['an HTML page', '<html><body>Service temporarily unavailable</body></html>'],
    [
      'a composition without components',
      { type: 'composition', matchedRoute: '/about', compositionApiResponse: { composition: 'nothing' } },
    ],
    ['an unknown answer type', { type: 'somethingElse' }],
  ])('%s fails the read (the page shows its error page) instead of rendering it', async (_name, body) => {
    api.answerGarbage('/api/v1/route', body, 2);
    await expect(source().getRoute('/about')).rejects.toThrow();
  });

  it('entries without fields fail the read', async () => {
    api.answerGarbage('/api/v1/entries', { entries: [{ entry: { _id: 'x' } }] }, 2);
    await expect(source().getEntries('translation')).rejects.toThrow(/Uniform entries of type translation/);
  });
});
