// @vitest-environment node
import type { ComponentInstance, RouteGetResponse } from '@uniformdev/canvas';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';
import { fullRedirect } from '../fakes/uniform/fixtures';

/** The fake answers as Uniform does, so that a client mistake shows in tests as it would in production. */
let api: FakeUniformApi;
beforeAll(async () => {
  api = await startFakeUniformApi({ fixtures: true });
});
afterAll(() => api.close());

async function get<T>(path: string, query: Record<string, string>): Promise<T> {
  const response = await fetch(`${api.url}${path}?${new URLSearchParams({ projectId: 'p', ...query })}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const route = (query: Record<string, string>) => get<RouteGetResponse>('/api/v1/route', query);

function componentIds(component: ComponentInstance): (string | undefined)[] {
  return Object.values(component.slots ?? {}).flatMap((children) =>
    children.flatMap((child) => [child._id, ...componentIds(child)]),
  );
}

describe('the fake Uniform API', () => {
  it('sends nested component and block ids only when asked withComponentIDs=true', async () => {
    const bare = await route({ path: '/about' });
    const withIds = await route({ path: '/about', withComponentIDs: 'true' });
    if (bare.type !== 'composition' || withIds.type !== 'composition') throw new Error('expected compositions');
    expect(bare.compositionApiResponse.composition._id).toBeTruthy();
    expect(componentIds(bare.compositionApiResponse.composition).every((id) => id === undefined)).toBe(true);
    expect(componentIds(withIds.compositionApiResponse.composition).every((id) => typeof id === 'string')).toBe(true);

    type Blocks = { entries: { entry: { fields: Record<string, { type: string; value: { _id?: string }[] }> } }[] };
    const blocks = (list: Blocks) =>
      list.entries.flatMap(({ entry }) =>
        Object.values(entry.fields)
          .filter((field) => field.type === '$block')
          .flatMap((field) => field.value),
      );
    const posts = { 'filters.type[eq]': 'blogPost', limit: '5' };
    expect(
      blocks(await get<Blocks>('/api/v1/entries', posts))
        .map((block) => block._id)
        .filter(Boolean),
    ).toEqual([]);
    expect(
      blocks(await get<Blocks>('/api/v1/entries', { ...posts, withComponentIDs: 'true' })).every((block) => block._id),
    ).toBe(true);
  });

  it('honours state: drafts apart from published; the editor state (63) is notFound until an editor has one', async () => {
    const draft = [...api.project.compositions[0].values()].find((item) => item.composition._slug === 'about')!;
    draft.composition._name = 'About (draft)';
    const name = async (state: string) => {
      const answer = await route({ path: '/about', state });
      return answer.type === 'composition' ? answer.compositionApiResponse.composition._name : answer.type;
    };
    expect(await name('64')).toBe('About');
    expect(await name('0')).toBe('About (draft)');
    expect(await name('63')).toBe('notFound');
    api.editInCanvas('about', (composition) => Object.assign(composition, { _name: 'About (editing)' }));
    expect(await name('63')).toBe('About (editing)');
  });

  it('answers a redirect with every field it stores, and ignores redirects for the editor state', async () => {
    expect(await route({ path: fullRedirect.sourceUrl })).toEqual({
      type: 'redirect',
      matchedRoute: fullRedirect.sourceUrl,
      redirect: fullRedirect,
    });
    expect((await route({ path: fullRedirect.sourceUrl, state: '63' })).type).toBe('notFound');
  });

  it('refuses a route lookup without a project', async () => {
    expect((await fetch(`${api.url}/api/v1/route?path=/about`)).status).toBe(400);
  });
});
