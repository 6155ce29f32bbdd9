import { expect, test } from '@playwright/test';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';
import { startNginx, startRedis, startVarnish, type Balancer, type Started } from '../support/cluster';
import { hiddenFields } from '../support/form-posts';
import { startSecondServer, type SecondServer } from '../support/second-server';
import { compositionPublished, signedDelivery } from '../support/uniform-events';

/**
 * The edge cache of compose.yaml from plain processes: Varnish (deploy/varnish.vcl) in front of nginx, two instances
 * of the one build on one Redis, pages from the fake Uniform API. What reached the origin is nginx's access log.
 */
// Ports no other suite uses (they take E2E_PORT + 71 to + 94 and + 120 to + 130).
const BASE = Number(process.env.E2E_PORT ?? 3100) + 100;
const PORTS = { redis: BASE + 1, a: BASE + 2, b: BASE + 3, balancer: BASE + 4, edge: BASE + 5, purge: BASE + 6 };
const WEBHOOK_SECRET = `whsec_${Buffer.from('edge webhook key').toString('base64')}`;
const PREVIEW_SECRET = 'edge-preview-secret';
const ABOUT_COMPOSITION = '0046af24-0145-565f-b217-76c31b171db8';
const QUOTE_PAGE = '/contact-us/request-a-quote';
const edge = `http://127.0.0.1:${PORTS.edge}`;

let api: FakeUniformApi;
let redis: Started;
let nginx: Balancer;
let varnish: Started;
let a: SecondServer;
let b: SecondServer;

test.describe.configure({ mode: 'serial' });

const startInstance = (port: number) =>
  startSecondServer(port, {
    ...api.siteEnv,
    UNIFORM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    UNIFORM_PREVIEW_SECRET: PREVIEW_SECRET,
    REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
    // Varnish and nginx each add one address to X-Forwarded-For.
    TRUSTED_PROXY_HOPS: '2',
    EDGE_PURGE_URL: `http://127.0.0.1:${PORTS.purge}/`,
  });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  api = await startFakeUniformApi();
  redis = await startRedis(PORTS.redis);
  [a, b] = await Promise.all([startInstance(PORTS.a), startInstance(PORTS.b)]);
  nginx = await startNginx(PORTS.balancer, [PORTS.a, PORTS.b]);
  varnish = await startVarnish(PORTS.edge, PORTS.purge, PORTS.balancer);
});

test.afterAll(async () => {
  await varnish?.stop();
  await nginx?.stop();
  a?.stop();
  b?.stop();
  await redis?.stop();
  await api?.close();
});

/** How many requests for `path` (query included) reached the origin. */
const originRequests = (method: string, path: string) =>
  nginx.requests().filter((line) => line.startsWith(`${method} ${path} `)).length;

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${edge}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const heading = 'Published at the edge';

test('every page answer names its tags; the edge serves a page from its cache without asking the origin', async () => {
  const origin = await fetch(`${a.url}/about`);
  const tags = origin.headers.get('xkey')?.split(' ') ?? [];
  // The page's route, its composition, the entries it was built from, and its path as Next tags it. (The project map
  // comes from the route index, which refreshes every page through `_N_T_/layout` when the published pages change.)
  expect(tags).toEqual(
    expect.arrayContaining([
      'route:/about',
      `composition:${ABOUT_COMPOSITION}`,
      'entries:siteSettings',
      '_N_T_/about',
      '_N_T_/layout',
    ]),
  );
  expect(origin.headers.get('surrogate-key')).toBe(tags.join(' '));
  expect(origin.headers.get('cache-tag')).toBe(tags.join(','));

  const first = await get('/about');
  expect(first.status).toBe(200);
  const asked = originRequests('GET', '/about');
  expect(asked).toBeGreaterThanOrEqual(1);
  for (let visit = 0; visit < 5; visit += 1) {
    const again = await get('/about');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.text).toBe(first.text);
    // The tags are for caches: visitors do not get them.
    expect(again.headers.get('xkey')).toBeNull();
  }
  expect(originRequests('GET', '/about')).toBe(asked);
});

test('a publish webhook purges exactly the changed page at the edge; the next visitor gets the new one', async () => {
  for (const path of ['/about', '/claims']) await get(path);
  expect((await get('/claims')).headers.get('x-cache')).toBe('HIT');
  api.setHeading('about', heading);
  // Until it is published the edge keeps serving what it has.
  expect((await get('/about')).text.includes(heading)).toBe(false);

  const delivery = signedDelivery(WEBHOOK_SECRET, compositionPublished(ABOUT_COMPOSITION, 'about'));
  const delivered = await fetch(`${a.url}/api/revalidate`, {
    method: 'POST',
    headers: delivery.headers,
    body: delivery.data,
  });
  expect(delivered.status).toBe(200);
  const fresh = await get('/about');
  expect(fresh.text.includes(heading)).toBe(true);
  expect(fresh.headers.get('x-cache')).toBe('MISS');
  // Another page, built from other tags, stays in the edge cache.
  expect((await get('/claims')).headers.get('x-cache')).toBe('HIT');
});

test('purges are taken only on the purge listener', async () => {
  const refused = await fetch(`${edge}/`, { method: 'PURGE', headers: { 'xkey-purge': '_N_T_/layout' } });
  expect(refused.status).toBe(405);
  expect((await get('/claims')).headers.get('x-cache')).toBe('HIT');
});

test('a preview answer and the public page cannot be confused at the edge', async () => {
  const path = '/insurance/general-liability';
  const enter = await get(`/api/preview?secret=${PREVIEW_SECRET}&path=${path}`);
  expect(enter.status).toBe(307);
  const cookie = /__prerender_bypass=[^;]+/.exec(enter.headers.get('set-cookie') ?? '')?.[0];
  expect(cookie).toBeTruthy();
  const draft = { Cookie: `${cookie}; ufvd=visitor` };

  // The preview asks first, twice: both go to the origin and neither is kept.
  for (let visit = 0; visit < 2; visit += 1) {
    const preview = await get(path, draft);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('x-cache')).toBe('PASS');
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
  }
  const publicPage = await get(path);
  expect(publicPage.headers.get('x-cache')).toBe('MISS');
  expect(publicPage.headers.get('cache-control')).toContain('public');
  expect(publicPage.headers.get('content-security-policy')).not.toContain('nonce-');
  // Once the public page is cached, a preview still goes to the origin; so does any visitor with a cookie.
  expect((await get(path, draft)).headers.get('x-cache')).toBe('PASS');
  expect((await get(path, { Cookie: 'ufvd=visitor' })).headers.get('x-cache')).toBe('PASS');
  expect((await get(path)).headers.get('x-cache')).toBe('HIT');
  expect((await get(path)).headers.get('cache-control')).toContain('public');
});

test('form posts always reach the origin and their answers are never served to others', async () => {
  const fields = await hiddenFields(`${b.url}${QUOTE_PAGE}`, 'form-quote');
  const postsBefore = originRequests('POST', QUOTE_PAGE);
  // An empty quote request: the answer is the page with its error summary, personal to this visitor.
  for (let post = 0; post < 2; post += 1) {
    const body = new FormData();
    for (const [name, value] of fields) body.append(name, value);
    const posted = await fetch(`${edge}${QUOTE_PAGE}`, { method: 'POST', body });
    expect(posted.headers.get('x-cache')).toBe('PASS');
    expect(await posted.text()).toContain('id="form-quote-summary"');
  }
  expect(originRequests('POST', QUOTE_PAGE)).toBe(postsBefore + 2);
  for (let visit = 0; visit < 2; visit += 1) {
    const page = await get(QUOTE_PAGE);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('id="form-quote-summary"');
  }
});

test('headers a visitor sends cannot plant another answer in the edge cache', async () => {
  const path = '/learning-center';
  // Next answers a router request without its cache-busting parameter with a redirect to it: that too stays its own.
  const planted = await get(path, { 'X-Forwarded-Host': 'evil.example', RSC: '1', 'Next-Router-Prefetch': '1' });
  expect(planted.status).toBeLessThan(500);
  await get(`${path}?q=1`, { 'X-Forwarded-Host': 'evil.example' });
  const page = await get(path);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(page.text).not.toContain('evil.example');
  expect(page.text).toContain('<html');
});

test('an instance stopped under load: visitors of cached and passed pages get no error', async () => {
  const statuses: number[] = [];
  let running = true;
  const client = async (index: number) => {
    while (running) {
      // Half the visitors carry a cookie, so the origin keeps being asked while A stops.
      const headers: Record<string, string> = index % 2 ? { Cookie: `ufvd=visitor-${index}` } : {};
      statuses.push((await get('/claims', headers)).status);
    }
  };
  const clients = Array.from({ length: 4 }, (_, index) => client(index));
  await expect.poll(() => statuses.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(10);
  const passedBefore = originRequests('GET', '/claims');
  a.stop();
  const answeredByStop = statuses.length;
  await expect.poll(() => statuses.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(answeredByStop + 40);
  running = false;
  await Promise.all(clients);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(originRequests('GET', '/claims')).toBeGreaterThan(passedBefore);
});
