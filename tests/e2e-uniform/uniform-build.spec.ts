import { expect, test } from '@playwright/test';
import { startFakeUniformApi, type FakeRequestRecord, type FakeUniformApi } from '../fakes/uniform-api';
import { startSecondServer, type SecondServer } from '../support/second-server';
import { buildId, nextBuild } from '../support/next-build';
import { comparableMarkup, payloadValue } from '../support/page-compare';
import { compositionPublished, signedDelivery } from '../support/uniform-events';

/**
 * The whole site built from a Uniform project: the fake Uniform API seeded with content/, `next build` into
 * .next-uniform through the uniform source (every call through the shared limit policy), served by server.ts.
 * Its pages must be the local build's: the same markup (tests/support/page-compare.ts says what streaming order is
 * set aside) and the same Context manifest handed to the browser.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 71;
const DIST_DIR = '.next-uniform';
const WEBHOOK_SECRET = `whsec_${Buffer.from('uniform build webhook key').toString('base64')}`;
const PREVIEW_SECRET = 'uniform-build-preview-secret';
const ABOUT_COMPOSITION = '0046af24-0145-565f-b217-76c31b171db8';
const SAMPLE = [
  '/',
  '/about',
  '/about/ingrid-vale',
  '/business/florists',
  '/insurance/general-liability',
  '/contact-us/request-a-quote',
  '/why-verdance/cs-nursery',
  '/learning-center',
  '/learning-center?page=2',
  '/learning-center/loss-control/protecting-greenhouses-on-frost-nights',
  '/news',
  '/sitemap',
  '/sitemap.xml',
];

let api: FakeUniformApi;
let site: SecondServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  api = await startFakeUniformApi();
  const env = {
    UNIFORM_API_KEY: 'test-key',
    UNIFORM_PROJECT_ID: 'test-project',
    UNIFORM_API_HOST: api.url,
    UNIFORM_EDGE_API_HOST: api.url,
  };
  const started = Date.now();
  await nextBuild(DIST_DIR, env);
  console.info(
    `Built from the fake Uniform API in ${Math.round((Date.now() - started) / 1000)} s with ${api.requests.length} calls to it`,
  );
  site = await startSecondServer(PORT, {
    ...env,
    NEXT_DIST_DIR: DIST_DIR,
    UNIFORM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    UNIFORM_PREVIEW_SECRET: PREVIEW_SECRET,
  });
});

test.afterAll(async () => {
  site?.stop();
  await api?.close();
});

/** What the fake was asked since the requests were last cleared (of the calls `which` selects). */
function readsPerRender(which: (call: FakeRequestRecord) => boolean = () => true) {
  const calls = api.requests.filter(which);
  return {
    routes: calls.filter((call) => call.path === '/api/v1/route').map((call) => call.query.get('path')),
    projectMap: calls.filter((call) => call.path === '/api/v1/project-map-nodes').length,
    pageIndex: calls.filter(
      (call) => call.path === '/api/v1/entries' && call.query.get('filters.type[eq]') === 'pageIndex',
    ).length,
  };
}

/** The first place two pages' markup differs, with some context, or null when it is the same. */
function firstDifference(expected: string, actual: string): string | null {
  if (expected === actual) return null;
  let at = 0;
  while (expected[at] === actual[at]) at += 1;
  return `at ${at}:\n  local:   …${expected.slice(Math.max(0, at - 120), at + 120)}…\n  uniform: …${actual.slice(Math.max(0, at - 120), at + 120)}…`;
}

test('the sampled pages built from Uniform are the local build’s pages', async ({ request }) => {
  const ids = { local: buildId('.next'), uniform: buildId(DIST_DIR) };
  for (const path of SAMPLE) {
    const [local, uniform] = await Promise.all([request.get(path), request.get(`${site.url}${path}`)]);
    expect([local.status(), uniform.status()], path).toEqual([200, 200]);
    const [localHtml, uniformHtml] = [await local.text(), await uniform.text()];
    expect(
      firstDifference(comparableMarkup(localHtml, ids.local), comparableMarkup(uniformHtml, ids.uniform)),
      path,
    ).toBeNull();
    // The Context manifest reaches the browser only in the payload: from content/ on one side, /api/v2/manifest on the other.
    if (!path.endsWith('.xml'))
      expect(payloadValue(uniformHtml, 'manifest'), path).toEqual(payloadValue(localHtml, 'manifest'));
  }
});

test('Uniform’s composition.published webhook refreshes that page, in one render pass, and no other', async ({
  request,
}) => {
  api.updateComposition('about', (composition) => {
    const slots = composition.slots as Record<
      string,
      { parameters: Record<string, { type: string; value: unknown }> }[]
    >;
    slots.content!.find((component) => component.parameters.heading)!.parameters.heading = {
      type: 'text',
      value: 'Published in Uniform',
    };
  });
  expect(await (await request.get(`${site.url}/about`)).text()).not.toContain('Published in Uniform');

  api.requests.length = 0;
  const delivered = await request.post(
    `${site.url}/api/revalidate`,
    signedDelivery(WEBHOOK_SECRET, compositionPublished(ABOUT_COMPOSITION, 'about')),
  );
  expect(delivered.status()).toBe(200);
  expect(await (await request.get(`${site.url}/about`)).text()).toContain('Published in Uniform');

  // One render of that page: its route once, and the project map and page index once for layout, metadata and page.
  expect(readsPerRender()).toEqual({ routes: ['/about'], projectMap: 1, pageIndex: 1 });
  const before = api.requests.length;
  expect((await request.get(`${site.url}/claims`)).status()).toBe(200);
  expect(api.requests).toHaveLength(before);
});

test('a draft render, too, reads the project map and the page index once', async ({ request }) => {
  expect(
    (await request.get(`${site.url}/api/preview?secret=${PREVIEW_SECRET}&path=/about`, { maxRedirects: 0 })).status(),
  ).toBe(307);
  api.requests.length = 0;
  expect(await (await request.get(`${site.url}/about`)).text()).toContain('Published in Uniform');
  expect(readsPerRender((call) => call.headers['x-bypass-cache'] === 'true')).toEqual({
    routes: ['/about'],
    projectMap: 1,
    pageIndex: 1,
  });
  await request.get(`${site.url}/api/preview/exit?path=/about`, { maxRedirects: 0 });
});

test('with Uniform down, pages built from it keep serving and a page never built gets the designed error page', async ({
  request,
  page,
}) => {
  for (const path of [
    '/api/v1/route',
    '/api/v1/entries',
    '/api/v1/project-map-nodes',
    '/api/v1/composition',
    '/api/v2/manifest',
  ])
    api.fail(path, 503, 1000);
  for (const path of ['/', '/about', '/claims'])
    expect((await request.get(`${site.url}${path}`)).status(), path).toBe(200);
  // Every call fails at once: the designed error page comes after the SDK's one retry, not at this timeout.
  const unbuilt = await page.goto(`${site.url}/published-while-uniform-is-down`, { timeout: 60_000 });
  expect(unbuilt?.status()).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is having trouble loading');
  api.clearFaults();
});
