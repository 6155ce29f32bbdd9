import { cpSync, rmSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CompositionDeletedDefinition } from '@uniformdev/webhooks';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';
import { PUBLISHED } from '../fakes/uniform/store';
import { startSecondServer, type SecondServer } from '../support/second-server';
import { signedDelivery } from '../support/uniform-events';

/**
 * The site's default build reading the stand-in Uniform API at run time (issue 45 items 4 and 5): addresses that are
 * no page cost Uniform nothing, and a page unpublished in Uniform leaves the sitemaps and every link on the site.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 161;
const WEBHOOK_SECRET = `whsec_${Buffer.from('published pages webhook key').toString('base64')}`;
const ABOUT_NODE = '18d1f5b5-e04f-442e-9474-8b2ee8531938';
/**
 * A copy of the default build: this server rewrites published pages (About unpublished) in its page cache, which
 * lives in the build's folder, and the default server must keep serving its own.
 */
const DIST_DIR = '.next-published-pages';
/** Addresses bots try; some the front door refuses, the rest reach the page renderer as unknown paths. */
const JUNK = [
  '/wp-login.php',
  '/.env',
  '/wp-admin/install.php',
  '/xmlrpc.php',
  '/old-site/products',
  '/backup',
  '/admin/login',
  '/about/staff-only',
  '/insurance/free-money',
  '/cgi-bin/status',
];

let api: FakeUniformApi;
let site: SecondServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  rmSync(DIST_DIR, { recursive: true, force: true });
  cpSync('.next', DIST_DIR, { recursive: true, filter: (source) => !/^\.next\/(cache|standalone)(\/|$)/.test(source) });
  api = await startFakeUniformApi();
  site = await startSecondServer(PORT, {
    ...api.siteEnv,
    UNIFORM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    NEXT_DIST_DIR: DIST_DIR,
  });
});

test.afterAll(async () => {
  await site?.terminate();
  await api?.close();
  rmSync(DIST_DIR, { recursive: true, force: true });
});

async function deliver(request: APIRequestContext, event: unknown) {
  const delivered = await request.post(`${site.url}/api/revalidate`, signedDelivery(WEBHOOK_SECRET, event));
  expect(delivered.status()).toBe(200);
}

// Twenty here (each a 404 page render, about a second on two cores); tests/unit/uniform-junk.test.ts sends fifty.
test('twenty requests for addresses that are no page reach Uniform 0 times', async ({ request }) => {
  // The route index is read as the server starts. An unknown address under a page's segment renders the not-found page
  // (and fills its cached reads); one under no known segment (`/wp-login.php`) gets the built one without a render.
  const first = (await request.get(`${site.url}/about/no-such-page-yet`)).status();
  expect(first, `the site said:\n${site.output().slice(-2000)}`).toBe(404);
  api.requests.length = 0;

  const statuses: number[] = [];
  for (let index = 0; index < 20; index += 1) {
    const path = `${JUNK[index % JUNK.length]}${index >= JUNK.length ? `-${index}` : ''}`;
    statuses.push((await request.get(`${site.url}${path}`, { maxRedirects: 0 })).status());
  }

  expect(statuses.every((status) => status >= 400 && status < 500)).toBe(true);
  expect(api.requests.map((call) => `${call.path}?${call.query}`)).toEqual([]);
});

test('a page unpublished in Uniform answers 404 and is in no sitemap and no other page’s links', async ({
  request,
}) => {
  const text = async (path: string) => (await request.get(`${site.url}${path}`)).text();
  const aboutLinks = /href="\/about"/;
  expect(await text('/claims')).toMatch(aboutLinks);
  expect(await text('/sitemap.xml')).toContain('/about<');

  const about = api.project.nodes.get(ABOUT_NODE)!;
  api.project.compositions[PUBLISHED].delete(about.compositionId!);
  await deliver(request, { ...CompositionDeletedDefinition.example, id: about.compositionId, slug: 'about' });

  expect((await request.get(`${site.url}/about`)).status()).toBe(404);
  expect(await text('/sitemap.xml')).not.toContain('/about<');
  expect(await text('/sitemap')).not.toMatch(aboutLinks);
  for (const path of ['/', '/claims', '/about/ingrid-vale']) expect(await text(path), path).not.toMatch(aboutLinks);
  // Its children are still published: the HTML sitemap keeps them.
  expect(await text('/sitemap')).toContain('href="/about/ingrid-vale"');
});
