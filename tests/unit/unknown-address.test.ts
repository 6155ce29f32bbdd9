// @vitest-environment node
import { createUnknownAddressCheck } from '@/lib/content/unknown-address';
import { routeIndexKey, type IndexedNode } from '@/lib/content/route-index';
import { memoryStore } from '@/lib/content/shared-store';

const env = { UNIFORM_API_KEY: 'key', UNIFORM_PROJECT_ID: 'project', UNIFORM_API_HOST: 'http://uniform.test' };
const key = routeIndexKey({ projectId: 'project', apiHost: 'http://uniform.test' });
const node = (path: string, published = true): IndexedNode => ({
  id: path,
  name: path,
  path,
  type: 'composition',
  published,
});
/** What the build answers: its prerendered pages and fixed addresses. */
const built = new Set(['/', '/about', '/learning-center', '/search', '/robots.txt']);
const isServable = (path: string) => built.has(path);

async function check(nodes: IndexedNode[], redirectSources: string[] = []) {
  const store = memoryStore();
  await store.set(key, JSON.stringify({ builtAt: Date.now(), data: { nodes, redirectSources } }));
  return createUnknownAddressCheck(env, isServable, store)!;
}

describe('addresses surely no page get the built 404 from the front door, without a render (issue 45 item 4)', () => {
  it('junk addresses are surely no page; pages, their subpaths and redirect sources are left to the site', async () => {
    const unknown = await check(
      [node('/'), node('/about'), node('/claims', false), node('/customers/:slug')],
      ['/old-site'],
    );
    for (const junk of ['/wp-login.php', '/.env', '/wp-admin/setup-config.php', '/cgi-bin/status', '/backup'])
      expect(await unknown(junk)).toBe(true);
    // A page, a draft-only page (a preview may ask), a node with dynamic inputs, a redirect, an article under a
    // listing the build has, the build's own addresses.
    for (const path of [
      '/about',
      '/about/team',
      '/claims',
      '/customers/acme',
      '/old-site/x',
      '/learning-center/a/b',
      '/search',
      '/robots.txt',
    ])
      expect(await unknown(path)).toBe(false);
  });

  it('a path is matched as the project map spells it, escapes decoded', async () => {
    const unknown = await check([node('/'), node('/café-insurance')]);
    expect(await unknown('/caf%C3%A9-insurance/quote')).toBe(false);
    expect(await unknown('/%E2%80%8Bwp-login.php')).toBe(true);
  });

  it('nothing is surely unknown without a route index, or under a project map node at a dynamic first segment', async () => {
    expect(await createUnknownAddressCheck(env, isServable, memoryStore())!('/wp-login.php')).toBe(false);
    expect(await (await check([node('/'), node('/:slug')]))('/wp-login.php')).toBe(false);
  });

  it('with the embedded content (no Uniform) the front door keeps its own rule', () => {
    expect(createUnknownAddressCheck({}, isServable, memoryStore())).toBeUndefined();
  });
});
