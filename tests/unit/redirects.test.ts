// @vitest-environment node
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRedirectTable, type Redirect } from '@/lib/redirects/engine';
import { markRedirectsStale, uniformRedirects } from '@/lib/redirects/sources';
import type { BuildRoutes } from '@/lib/serve/build-routes';
import { createFrontDoor } from '@/lib/serve/front-door';
import { memoryStore } from '@/lib/content/shared-store';
import { startFakeUniformApi } from '../fakes/uniform-api';

const redirect = (sourceUrl: string, targetUrl: string, more: Partial<Redirect> = {}): Redirect => ({
  id: crypto.randomUUID(),
  sourceUrl,
  targetUrl,
  targetStatusCode: 301,
  ...more,
});

describe('redirects, resolved by @uniformdev/redirect', () => {
  const table = createRedirectTable([
    redirect('/get-a-quote', '/contact-us/request-a-quote'),
    redirect('/blog/:category/:slug', '/learning-center/:category/:slug', { targetStatusCode: 308 }),
    redirect('/press/*', '/news/*', { targetStatusCode: 302, sourceRetainQuerystring: true }),
    redirect('/promo', '/contact-us?utm_source=promo', { sourceRetainQuerystring: true, targetMergeQuerystring: true }),
    redirect('/evil', '//evil.example'),
  ]);

  it.each([
    ['/get-a-quote', '/contact-us/request-a-quote', 301],
    ['/get-a-quote?ref=mail', '/contact-us/request-a-quote', 301],
    ['/blog/loss-control/frost', '/learning-center/loss-control/frost', 308],
    ['/press/awards?page=2', '/news/awards?page=2', 302],
    ['/promo?campaign=spring', '/contact-us?campaign=spring&utm_source=promo', 301],
  ])('%s ─► %s (%i)', async (url, location, status) => {
    expect(await table.resolve(url)).toEqual({ location, status });
  });

  it('knows its sources, with their variables and wildcards', () => {
    for (const path of ['/get-a-quote', '/blog/loss-control/frost', '/press/awards/2026'])
      expect(table.isSource(path)).toBe(true);
    for (const path of ['/about', '/blog/only-one', '/contact-us/request-a-quote'])
      expect(table.isSource(path)).toBe(false);
  });

  it('answers nothing for other paths or a target that leaves the site by a scheme-relative address', async () => {
    for (const url of ['/about', '/blog/only-one', '/evil']) expect(await table.resolve(url), url).toBeUndefined();
  });
});

describe('the front door lets a redirect’s source through to proxy.ts', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    const routes: BuildRoutes = {
      isServable: (path) => path === '/learning-center/loss-control/frost',
      isApiRoute: () => false,
      isStaticFile: () => false,
      notFoundHtml: '<!DOCTYPE html><html><body>Not found</body></html>',
      previewModeId: 'id',
    };
    const table = createRedirectTable([redirect('/blog/:category/:slug', '/learning-center/:category/:slug')]);
    const frontDoor = createFrontDoor({ routes, env: {}, isRedirectSource: table.isSource });
    server = createServer((req, res) => frontDoor(req, res, () => res.end('next')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  const get = (path: string) =>
    new Promise<number>((resolve, reject) => {
      request({ port, path, host: '127.0.0.1' }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
        .on('error', reject)
        .end();
    });

  it('with its variables, where an unknown path is answered 404 without Next', async () => {
    expect(await get('/blog/loss-control/frost?x=1')).toBe(200);
    expect(await get('/blog/loss-control')).toBe(404);
    expect(await get('/learning-center/loss-control/frost')).toBe(200);
  });
});

describe('Uniform’s redirects', () => {
  it('are read with the SDK’s client, and again after a redirect webhook', async () => {
    const api = await startFakeUniformApi({ contentDir: null });
    try {
      let now = 0;
      const store = memoryStore();
      const table = uniformRedirects(
        { UNIFORM_API_KEY: 'key', UNIFORM_PROJECT_ID: 'project', UNIFORM_API_HOST: api.url },
        () => now,
        store,
      );
      expect(await table.resolve('/spring')).toBeUndefined();
      const added = redirect('/spring/*', '/insurance/*', { targetStatusCode: 302 });
      api.project.redirects.set(added.id!, { redirect: added, metadata: {} });
      now += 1000;
      expect(await table.resolve('/spring/florists')).toBeUndefined();
      await markRedirectsStale(store);
      expect(await table.resolve('/spring/florists')).toEqual({ location: '/insurance/florists', status: 302 });
      expect(api.requests.filter((call) => call.path === '/api/v1/redirect')).toHaveLength(2);
    } finally {
      await api.close();
    }
  });
});
