import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startFakeUniformApi, type FakeRequestRecord, type FakeUniformApi } from '../fakes/uniform-api';
import { startSecondServer, type SecondServer } from '../support/second-server';
import { buildId, nextBuild } from '../support/next-build';
import { comparableMarkup, payloadValue } from '../support/page-compare';
import {
  compositionPublished,
  entryDeleted,
  entryPublished,
  nodeInserted,
  nodeUpdated,
  redirectInserted,
  signedDelivery,
} from '../support/uniform-events';
import type { StoredEntry } from '../fakes/uniform/store';

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
  '/why-verdance/cedar-hollow-nursery',
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
  const env = api.siteEnv;
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

/** A change to a composition: its first content component with a heading gets this one. */
function withHeading(heading: string) {
  return (composition: Record<string, unknown>) => {
    const slots = composition.slots as Record<
      string,
      { parameters: Record<string, { type: string; value: unknown }> }[]
    >;
    slots.content!.find((component) => component.parameters.heading)!.parameters.heading = {
      type: 'text',
      value: heading,
    };
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
  api.setHeading('about', 'Published in Uniform');
  expect(await (await request.get(`${site.url}/about`)).text()).not.toContain('Published in Uniform');

  api.requests.length = 0;
  const delivered = await request.post(
    `${site.url}/api/revalidate`,
    signedDelivery(WEBHOOK_SECRET, compositionPublished(ABOUT_COMPOSITION, 'about')),
  );
  expect(delivered.status()).toBe(200);
  expect(await (await request.get(`${site.url}/about`)).text()).toContain('Published in Uniform');

  // One render of that page: its route once, the project map once, and the page index once per locale (the language
  // switch and hreflang need the other locale's pages too).
  expect(readsPerRender()).toEqual({ routes: ['/about'], projectMap: 1, pageIndex: 2 });
  const before = api.requests.length;
  expect((await request.get(`${site.url}/claims`)).status()).toBe(200);
  expect(api.requests).toHaveLength(before);
});

test('publishing a component pattern refreshes the pages that show it, and no other', async ({ request }) => {
  // The home page's "Verdance in numbers" band: a marketer changes a figure and publishes the pattern.
  const band = 'c6c4c37d-d28c-4eed-b276-a550b87cf0a2';
  for (const state of [0, 64] as const) {
    const figures = api.project.compositions[state].get(band)!.composition.slots!.figures!;
    figures[0]!.parameters!.description = { type: 'text', value: 'growers insured since the pattern was published' };
  }
  expect(await (await request.get(`${site.url}/`)).text()).not.toContain('since the pattern was published');

  const delivered = await request.post(
    `${site.url}/api/revalidate`,
    signedDelivery(WEBHOOK_SECRET, compositionPublished(band, '')),
  );
  expect(delivered.status()).toBe(200);
  expect(await (await request.get(`${site.url}/`)).text()).toContain('since the pattern was published');
  // A page without the pattern is still served from the cache: no read of Uniform.
  const before = api.requests.length;
  expect((await request.get(`${site.url}/claims`)).status()).toBe(200);
  expect(api.requests).toHaveLength(before);
});

test('with Uniform down, pages built from it keep serving and a page never built gets the designed error page', async ({
  request,
  page,
}) => {
  const down = () => {
    for (const path of [
      '/api/v1/route',
      '/api/v1/entries',
      '/api/v1/project-map-nodes',
      '/api/v1/composition',
      '/api/v2/manifest',
    ])
      api.fail(path, 503, 1000);
  };
  down();
  for (const path of ['/', '/about', '/claims'])
    expect((await request.get(`${site.url}${path}`)).status(), path).toBe(200);
  api.clearFaults();
  // A page published just now (in the route index since its webhook), never rendered: only Uniform has it.
  const claims = [...api.project.nodes.values()].find((node) => node.path === '/claims')!;
  const unbuiltId = '0b8e6f4a-2c1d-4e3f-9a5b-7c6d8e9f0a1b';
  api.project.nodes.set(unbuiltId, { ...claims, id: unbuiltId, path: '/published-while-uniform-is-down' });
  await deliver(request, nodeInserted('/published-while-uniform-is-down'));
  down();
  // Every call fails at once: the designed error page comes after the SDK's one retry, not at this timeout.
  const unbuilt = await page.goto(`${site.url}/published-while-uniform-is-down`, { timeout: 60_000 });
  expect(unbuilt?.status()).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is having trouble loading');
  api.clearFaults();
});

/** A new learning-center post, made from a committed one as an editor would duplicate it. */
function newPost(slug: string, title: string): StoredEntry['entry'] {
  const { entry } = JSON.parse(
    readFileSync('content/entry/e0170cf0-269f-5ddf-8e4b-f3ec0ffeda78.json', 'utf8'),
  ) as StoredEntry;
  const fields = entry.fields!;
  return {
    ...entry,
    _id: '7d3f2a9e-5b1c-4e8a-9f60-2c4d8e1a7b35',
    _name: title,
    _slug: slug,
    fields: {
      ...fields,
      title: { type: 'text', value: title },
      url: { type: 'text', value: `/learning-center/loss-control/${slug}` },
      publishedDate: { type: 'date', value: '2026-11-24' },
    },
  };
}

/** Files Next's page cache holds under the build's server folder whose names contain `text`. */
const cachedFiles = (text: string) =>
  readdirSync(`${DIST_DIR}/server`, { recursive: true, encoding: 'utf8' }).filter((file) => file.includes(text));

async function deliver(request: APIRequestContext, event: unknown) {
  const delivered = await request.post(`${site.url}/api/revalidate`, signedDelivery(WEBHOOK_SECRET, event));
  expect(delivered.status()).toBe(200);
}

test('a post published after the build is live at its address after one webhook; unpublished, it is gone everywhere', async ({
  request,
}) => {
  const slug = 'pruning-shears-and-other-sharp-risks';
  const title = 'Pruning shears and other sharp risks';
  const post = newPost(slug, title);
  const address = `${site.url}/learning-center/loss-control/${slug}`;
  const text = async (path: string) => (await request.get(`${site.url}${path}`)).text();
  const everywhere = ['/learning-center', '/learning-center/loss-control', '/sitemap.xml', '/learning-center/feed.xml'];
  // Search is rebuilt off the request path after a webhook (the index held answers meanwhile, every page read again
  // from Uniform): it follows within seconds.
  const searched = () => text('/search?q=pruning');

  expect((await request.get(address)).status()).toBe(404);
  api.publishEntry(post);
  await deliver(request, entryPublished(post._id, 'blogPost', slug));
  const live = await request.get(address);
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain(title);
  for (const path of everywhere) expect(await text(path), path).toContain(slug);
  await expect.poll(searched, { timeout: 20_000 }).toContain(slug);

  api.unpublishEntry(post._id);
  await deliver(request, entryDeleted(post._id, 'blogPost', slug));
  expect((await request.get(address)).status()).toBe(404);
  for (const path of everywhere) expect(await text(path), path).not.toContain(slug);
  await expect.poll(searched, { timeout: 20_000 }).not.toContain(slug);
});

test('an address that names no page renders the 404 and writes nothing to the page cache', async ({ request }) => {
  const marker = `zz-never-cached-${Date.now()}`;
  for (const path of [
    `/learning-center/loss-control/${marker}`,
    `/news/press/${marker}`,
    `/${marker}`,
    `/about/${marker}`,
  ])
    expect((await request.get(`${site.url}${path}`)).status(), path).toBe(404);
  expect((await request.get(`${site.url}/learning-center?page=9${Date.now() % 1000}`)).status()).toBe(404);
  expect(cachedFiles(marker)).toEqual([]);
  expect(
    readdirSync(`${DIST_DIR}/server`, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /listing-page\/learning-center\/all\/9\d\d\./.test(f),
    ),
  ).toEqual([]);
});

test('a draft render, too, reads the project map once and the page index once per locale', async ({ request }) => {
  expect(
    (await request.get(`${site.url}/api/preview?secret=${PREVIEW_SECRET}&path=/about`, { maxRedirects: 0 })).status(),
  ).toBe(307);
  api.requests.length = 0;
  expect(await (await request.get(`${site.url}/about`)).text()).toContain('Published in Uniform');
  expect(readsPerRender((call) => call.headers['x-bypass-cache'] === 'true')).toEqual({
    routes: ['/about'],
    projectMap: 1,
    pageIndex: 2,
  });
  await request.get(`${site.url}/api/preview/exit?path=/about`, { maxRedirects: 0 });
});

test('a release preview shows the release’s version of a page, on every page opened from it; a plain preview the draft', async ({
  request,
}) => {
  const releaseId = '2d7f4b1c-9e3a-4c6d-8b5f-1a0e2c4d6f8b';
  api.editInRelease(releaseId, 'about', withHeading('Coming in the spring release'));
  const preview = (query: string) =>
    request.get(`${site.url}/api/preview?secret=${PREVIEW_SECRET}&path=/claims${query}`, { maxRedirects: 0 });

  const opened = await preview(`&releaseId=${releaseId}`);
  expect(opened.headers().location).toBe(`/claims?releaseId=${releaseId}`);
  // Another page opened from that preview's page (a link there): the release goes along, in the address.
  const along = { referer: `${site.url}/claims?releaseId=${releaseId}`, 'sec-fetch-mode': 'navigate' };
  expect(await (await request.get(`${site.url}/about`, { headers: along })).text()).toContain(
    'Coming in the spring release',
  );

  expect((await preview('')).status()).toBe(307);
  const draft = await request.get(`${site.url}/about`);
  expect(draft.status()).toBe(200);
  expect(await draft.text()).not.toContain('Coming in the spring release');
  await request.get(`${site.url}/api/preview/exit?path=/about`, { maxRedirects: 0 });
  expect(await (await request.get(`${site.url}/about`)).text()).not.toContain('Coming in the spring release');
});

test('a redirect a marketer adds in Uniform answers after its webhook, with its variables and the query kept', async ({
  request,
}) => {
  const source = '/seasonal/:category/:slug';
  const from = `${site.url}/seasonal/loss-control/protecting-greenhouses-on-frost-nights?utm_source=mail`;
  expect((await request.get(from, { maxRedirects: 0 })).status()).toBe(404);
  const id = '5e0c1b7a-2f4d-4a8e-9c36-7b1d0e2f4a58';
  const target = '/learning-center/:category/:slug';
  api.project.redirects.set(id, {
    redirect: { id, sourceUrl: source, targetUrl: target, targetStatusCode: 301, sourceRetainQuerystring: true },
    metadata: {},
  });
  await deliver(request, redirectInserted(source, target, 301));
  const answer = await request.get(from, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe(
    '/learning-center/loss-control/protecting-greenhouses-on-frost-nights?utm_source=mail',
  );
});

test('a page added under a node with dynamic inputs is live at every address the node matches', async ({ request }) => {
  const about = [...api.project.nodes.values()].find((node) => node.path === '/about')!;
  const id = '9a4c2e6f-1b3d-4f5a-8c7e-0d2b4f6a8c1e';
  expect((await request.get(`${site.url}/about/team/ingrid`)).status()).toBe(404);
  api.project.nodes.set(id, { ...about, id, name: 'Team member', path: '/about/team/:member', order: 99 });
  await deliver(request, nodeInserted('/about/team/:member'));
  const page = await request.get(`${site.url}/about/team/ingrid`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<link rel="canonical" href="https://');
  expect((await request.get(`${site.url}/about/team/ingrid/more`)).status()).toBe(404);
  expect(await (await request.get(`${site.url}/sitemap.xml`)).text()).not.toContain(':member');
});

test('a page moved in the project map keeps its title, description and breadcrumb at its new address', async ({
  request,
}) => {
  const before = await (await request.get(`${site.url}/about/ingrid-vale`)).text();
  const title = /<title>([^<]+)<\/title>/.exec(before)?.[1];
  const description = /<meta name="description" content="([^"]+)"/.exec(before)?.[1];
  expect(title && description).toBeTruthy();
  const node = [...api.project.nodes.values()].find((candidate) => candidate.path === '/about/ingrid-vale')!;
  node.path = '/about/leadership/ingrid-vale';
  await deliver(request, nodeUpdated('/about/leadership/ingrid-vale', '/about/ingrid-vale'));
  expect((await request.get(`${site.url}/about/ingrid-vale`)).status()).toBe(404);
  const moved = await (await request.get(`${site.url}/about/leadership/ingrid-vale`)).text();
  expect(moved).toContain(`<title>${title}</title>`);
  expect(moved).toContain(`<meta name="description" content="${description}"`);
  const sitemap = await (await request.get(`${site.url}/sitemap.xml`)).text();
  expect(sitemap).toContain('/about/leadership/ingrid-vale<');
  expect(sitemap).not.toContain('/about/ingrid-vale<');
});
