import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CDN_CACHE_CONTROL, CDN_TARGETED_CACHE_CONTROL } from '../../lib/serve/cdn-cache';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';
import { startNginx, startRedis, type Started } from '../support/cluster';
import { startSecondServer, type SecondServer } from '../support/second-server';
import { compositionPublished, signedDelivery } from '../support/uniform-events';

/**
 * The deployment of compose.yaml from plain processes: Redis, two instances of the one build (`npm run build`, its
 * .next) and nginx with deploy/nginx.conf in front. Pages come from the Uniform source (the fake Uniform API, seeded
 * with content/), the way a deployment whose content changes without a rebuild serves them.
 */
// Ports no other suite uses (they take E2E_PORT + 71 to + 94).
const BASE = Number(process.env.E2E_PORT ?? 3100) + 120;
const PORTS = { redis: BASE + 1, a: BASE + 2, b: BASE + 3, balancer: BASE + 4 };
const WEBHOOK_SECRET = `whsec_${Buffer.from('cluster webhook key').toString('base64')}`;
const ABOUT_COMPOSITION = '0046af24-0145-565f-b217-76c31b171db8';
const WARM = ['/', '/about', '/claims', '/insurance/general-liability'];
const balancer = `http://127.0.0.1:${PORTS.balancer}`;

let api: FakeUniformApi;
let redis: Started;
let nginx: Started;
let a: SecondServer;
let b: SecondServer;
/** A stand-in for the CDN's purge API: what the instances asked it to drop. */
let cdn: Server;
const purges: unknown[] = [];

test.describe.configure({ mode: 'serial' });

const startInstance = (port: number) =>
  startSecondServer(port, {
    ...api.siteEnv,
    UNIFORM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
    TRUSTED_PROXY_HOPS: '1',
    CDN_PURGE_URL: `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/purge`,
  });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  api = await startFakeUniformApi();
  cdn = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      purges.push(JSON.parse(body));
      res.end();
    });
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  redis = await startRedis(PORTS.redis);
  [a, b] = await Promise.all([startInstance(PORTS.a), startInstance(PORTS.b)]);
  nginx = await startNginx(PORTS.balancer, [PORTS.a, PORTS.b]);
});

test.afterAll(async () => {
  await nginx?.stop();
  a?.stop();
  b?.stop();
  await redis?.stop();
  await api?.close();
  cdn?.close();
});

async function health(request: APIRequestContext, url: string) {
  const response = await request.get(`${url}/api/health`);
  return {
    status: response.status(),
    body: (await response.json()) as { cache: string; storage: string },
  };
}

const heading = 'Published through instance A';

test('both instances answer health with a reachable shared cache, and generic states only', async ({ request }) => {
  for (const url of [a.url, b.url, balancer])
    expect(await health(request, url), url).toEqual({
      status: 200,
      body: { status: 'ok', cache: 'redis', storage: 'writable' },
    });
});

test('a webhook to instance A changes the page instance B serves, and the balancer’s', async ({ request }) => {
  for (const path of WARM)
    for (const url of [a.url, b.url]) expect((await request.get(`${url}${path}`)).status(), `${url}${path}`).toBe(200);
  api.setHeading('about', heading);
  // Both serve the cached page: the change is not seen until it is published.
  for (const url of [a.url, b.url])
    expect((await (await request.get(`${url}/about`)).text()).includes(heading), url).toBe(false);

  const delivered = await request.post(
    `${a.url}/api/revalidate`,
    signedDelivery(WEBHOOK_SECRET, compositionPublished(ABOUT_COMPOSITION, 'about')),
  );
  expect(delivered.status()).toBe(200);
  // The CDN is told to drop the page's tags at once, rather than serve it for up to its s-maxage.
  expect(purges).toEqual([
    {
      paths: [],
      tags: [`composition:${ABOUT_COMPOSITION}`, `pattern:${ABOUT_COMPOSITION}`, 'composition-slug:about'],
      everything: false,
    },
  ]);
  for (const url of [b.url, a.url, balancer]) {
    const page = await request.get(`${url}/about`);
    expect((await page.text()).includes(heading), url).toBe(true);
    // A CDN may keep it 5 minutes and serve it stale while it fetches the next one; browsers revalidate every time.
    expect(page.headers()['cache-control'], url).toBe(CDN_CACHE_CONTROL);
    expect(page.headers()['cdn-cache-control'], url).toBe(CDN_TARGETED_CACHE_CONTROL);
  }
});

test('with Redis stopped (and Uniform down), both instances keep serving from their own cache', async ({ request }) => {
  await redis.stop();
  for (const path of ['/api/v1/route', '/api/v1/entries', '/api/v1/project-map-nodes', '/api/v2/manifest'])
    api.fail(path, 503, 10_000);
  for (const url of [a.url, b.url]) {
    for (const path of WARM) expect((await request.get(`${url}${path}`)).status(), `${url}${path}`).toBe(200);
    expect((await (await request.get(`${url}/about`)).text()).includes(heading), url).toBe(true);
    // Every instance shares the Redis: none leaves the balancer for it (a Redis outage is no site outage).
    expect(await health(request, url), url).toMatchObject({
      status: 200,
      body: { status: 'degraded', cache: 'unreachable' },
    });
  }
  api.clearFaults();
  redis = await startRedis(PORTS.redis);
  await expect
    .poll(async () => (await health(request, a.url)).body, { timeout: 15_000 })
    .toMatchObject({ cache: 'redis' });
});

test('an instance stopped under load: the balancer routes around it and no request fails', async ({ request }) => {
  const statuses: number[] = [];
  let running = true;
  const client = async () => {
    while (running) statuses.push((await request.get(`${balancer}/claims`)).status());
  };
  const clients = Array.from({ length: 4 }, client);
  // Counted, not timed: requests before and after A stops, however fast this machine is.
  await expect.poll(() => statuses.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(10);
  a.stop();
  const answeredByStop = statuses.length;
  await expect.poll(() => statuses.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(answeredByStop + 20);
  running = false;
  await Promise.all(clients);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect((await request.get(`${a.url}/claims`).catch(() => null))?.status()).toBeUndefined();
});
