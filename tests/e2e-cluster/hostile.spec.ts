import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createClient } from '@redis/client';
import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param';
import { startNginx, startRedis, startVarnish, type Balancer, type Started } from '../support/cluster';
import { hiddenFields } from '../support/form-posts';
import { rawRequest } from '../support/raw-request';
import { buildAddresses, encodedSpelling } from '../support/route-spellings';
import { startSecondServer, type SecondServer } from '../support/second-server';

/**
 * The deployment of compose.yaml under the hostile shapes of issue 44, from plain processes: Varnish
 * (deploy/varnish.vcl) in front of nginx, two instances of the build with the embedded content, the page cache in a
 * Redis with maxmemory and allkeys-lru and the rate-limit counters in a Redis of their own with noeviction (compose's
 * `redis` and `limits`). The instances serve a copy of the build, so their file caches are theirs alone.
 */
// Ports no other suite uses (they take E2E_PORT + 71 to + 94, + 100 to + 106, + 120 to + 130; unit tests + 175 to + 177).
const BASE = Number(process.env.E2E_PORT ?? 3100) + 160;
const PORTS = { cache: BASE, limits: BASE + 1, a: BASE + 2, b: BASE + 3, balancer: BASE + 4, edge: BASE + 5 };
const SOURCE_DIST = process.env.NEXT_DIST_DIR || '.next';
const DIST = '.next-hostile-cluster';
const CACHE_MEGABYTES = 32;
const TOTAL = 1_000;
const PARALLEL = 8;
const LOOKUP_PAGE = '/contact-us/quote-lookup';
const LIMITED = 'Too many requests from your connection';
const edge = `http://127.0.0.1:${PORTS.edge}`;

let cacheRedis: Started;
let limitsRedis: Started;
let a: SecondServer;
let b: SecondServer;
let nginx: Balancer;
let varnish: Started;
const cache = createClient({ url: `redis://127.0.0.1:${PORTS.cache}` });
const limits = createClient({ url: `redis://127.0.0.1:${PORTS.limits}` });

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const startInstance = (port: number) =>
  startSecondServer(port, {
    NEXT_DIST_DIR: DIST,
    REDIS_URL: `redis://127.0.0.1:${PORTS.cache}`,
    LIMITS_REDIS_URL: `redis://127.0.0.1:${PORTS.limits}`,
    TRUSTED_PROXY_HOPS: '2',
  });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(DIST, { recursive: true, force: true });
  cpSync(SOURCE_DIST, DIST, {
    recursive: true,
    filter: (path) => !/(^|\/)(standalone|turbopack)$/.test(path.slice(SOURCE_DIST.length)),
  });
  cacheRedis = await startRedis(PORTS.cache, [
    ...['--maxmemory', `${CACHE_MEGABYTES}mb`, '--maxmemory-policy', 'allkeys-lru'],
  ]);
  limitsRedis = await startRedis(PORTS.limits, ['--maxmemory-policy', 'noeviction']);
  await Promise.all([cache.connect(), limits.connect()]);
  [a, b] = await Promise.all([startInstance(PORTS.a), startInstance(PORTS.b)]);
  nginx = await startNginx(PORTS.balancer, [PORTS.a, PORTS.b]);
  varnish = await startVarnish(PORTS.edge, PORTS.edge + 1, PORTS.balancer);
});

test.afterAll(async () => {
  await varnish?.stop();
  await nginx?.stop();
  a?.stop();
  b?.stop();
  cache.destroy();
  limits.destroy();
  await cacheRedis?.stop();
  await limitsRedis?.stop();
  rmSync(DIST, { recursive: true, force: true });
});

/** Every file under the instances' cache folders with a hash of its content: a new, changed or removed one shows. */
function fileCaches(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return [`${path} ${createHash('sha1').update(readFileSync(path)).digest('hex')}`];
    });
  return ['server', 'cache'].flatMap((folder) => walk(join(DIST, folder))).sort();
}

/** What the page cache holds: its keys, and the entries its tag index names. */
async function redisState() {
  const indexes = await cache.keys('*:__sharedTags__');
  const entries = await Promise.all(indexes.map((key) => cache.hLen(key)));
  return { keys: await cache.dbSize(), taggedEntries: entries.reduce((sum, count) => sum + count, 0) };
}

/** The quote-lookup and form-post counters of every client, with their counts. */
async function limitCounters(): Promise<Record<string, number>> {
  const keys = await limits.keys('verdance:limit:*');
  const values = keys.length ? await limits.mGet(keys) : [];
  return Object.fromEntries(keys.map((key, index) => [key, Number(values[index])]));
}

/** A quote lookup through the edge that finds nothing: whether the answer says the client is limited. */
async function lookUpIsLimited(): Promise<boolean> {
  const body = new FormData();
  for (const [name, value] of await hiddenFields(`${edge}${LOOKUP_PAGE}`, 'quote-lookup')) body.append(name, value);
  for (const [name, value] of [
    ['reference', 'VQ-ZZZZ-ZZZZ'],
    ['lastName', 'Nobody'],
    ['dateOfBirth', '1980-04-02'],
    ['email', 'nobody@example.com'],
  ])
    body.append(name!, value!);
  const response = await fetch(`${edge}${LOOKUP_PAGE}`, { method: 'POST', body });
  expect(response.status).toBe(200);
  // The message as shown (its text is also among the page's props, in the client payload).
  return (await response.text()).includes(`>${LIMITED}`);
}

const LEGITIMATE = ['/', '/about', '/learning-center', '/robots.txt', '/search?q=frost', LOOKUP_PAGE];

/** The pages a visitor sees first, through the edge and each instance, until a round changes nothing. */
async function settled() {
  let state = JSON.stringify([await redisState(), fileCaches()]);
  for (let round = 0; round < 10; round += 1) {
    for (const base of [edge, a.url, b.url])
      for (const path of LEGITIMATE) expect((await fetch(`${base}${path}`)).status, `${base}${path}`).toBe(200);
    const next = JSON.stringify([await redisState(), fileCaches()]);
    if (next === state) return { redis: await redisState(), files: fileCaches() };
    state = next;
  }
  throw new Error('the caches kept changing while the same pages were visited');
}

const random = () => Math.random().toString(36).slice(2, 10);

/** A router state Next's parser reads, different each time: a navigation as one visitor's router would send it. */
const routerState = () => encodeURIComponent(JSON.stringify(['', { children: [`zz${random()}`, {}] }, null, null]));

interface Hostile {
  method: 'GET' | 'HEAD';
  path: string;
  headers?: Record<string, string>;
  /** For a spelling of one of the build's addresses: the address, where it must be sent (or a 404). */
  address?: string;
}

/** The shapes of issue 44: every address of the build spelled with an escape, junk 404s, router headers; HEAD too. */
async function hostileRequests(): Promise<Hostile[]> {
  const addresses = buildAddresses(DIST);
  const requests: Hostile[] = addresses.map((address, index) => ({
    method: index % 3 ? 'GET' : 'HEAD',
    path: encodedSpelling(address, index),
    address,
  }));
  const junk: (() => Omit<Hostile, 'method'>)[] = [
    () => ({ path: `/api/v%31/logging/${random()}` }),
    () => ({ path: `/%61pi/${random()}` }),
    () => ({ path: `/api/v1/%6Cogging/${random()}` }),
    () => ({ path: `/%61bout?${random()}` }),
    () => ({ path: `/%73earch?q=${random()}` }),
    () => ({ path: `/robot%73.txt?${random()}` }),
    () => ({ path: `/zz-${random()}` }),
    () => ({ path: `/learning-center/loss-control/zz-${random()}` }),
    () => ({ path: `/news/company-news/%7E${random()}` }),
    () => ({ path: `/api/zz-${random()}` }),
    () => ({ path: '/about', headers: { 'Next-Router-State-Tree': routerState() } }),
    () => ({ path: '/about', headers: { RSC: random(), 'Next-Router-Prefetch': random() } }),
  ];
  for (let index = 0; requests.length < TOTAL - 100; index += 1)
    requests.push({ method: index % 4 ? 'GET' : 'HEAD', ...junk[index % junk.length]!() });
  // Client-router navigations, each with its own router state and the `_rsc` Next checks it against.
  while (requests.length < TOTAL) {
    const state = routerState();
    const rsc = await computeCacheBustingSearchParam(undefined, undefined, state, undefined);
    requests.push({
      method: 'GET',
      path: `/about?_rsc=${rsc}`,
      headers: { RSC: '1', 'Next-Router-State-Tree': state },
    });
  }
  return requests;
}

test('1,000 hostile requests through Varnish and nginx leave Redis and the file caches as they were, and no limit counter is lost', async () => {
  await settled();
  for (let lookup = 0; lookup < 5; lookup += 1) expect(await lookUpIsLimited(), `lookup ${lookup + 1}`).toBe(false);
  expect(await lookUpIsLimited(), 'the sixth lookup').toBe(true);
  const counters = await limitCounters();
  expect(Object.keys(counters).some((key) => key.startsWith('verdance:limit:quote-lookup:'))).toBe(true);
  const before = await settled();

  const requests = await hostileRequests();
  const wrong: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const { method, path, headers, address } = requests[next++]!;
      const answer = await rawRequest({ port: PORTS.edge, path, method, headers });
      const said = `${method} ${path} → ${answer.status} ${answer.headers.location ?? ''}`;
      if (answer.status >= 500) wrong.push(said);
      // A spelling of an address is sent to that address (the one way to spell it), never served as a page of its own.
      if (address && !(answer.status === 308 && answer.headers.location === address)) wrong.push(said);
      if (!address && ![200, 308, 400, 404].includes(answer.status)) wrong.push(said);
      if (answer.status === 404 && answer.headers['x-cache'] === 'HIT') wrong.push(`${said} (a stored 404)`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  expect.soft(wrong, 'answers other than a redirect to the one spelling, a 404 or the page').toEqual([]);

  expect(await redisState(), 'the page cache in Redis').toEqual(before.redis);
  const files = fileCaches();
  expect(
    files.filter((line) => !before.files.includes(line)),
    'files written or changed',
  ).toEqual([]);
  expect(
    before.files.filter((line) => !files.includes(line)),
    'files removed or changed',
  ).toEqual([]);
  const after = await limitCounters();
  for (const [key, count] of Object.entries(counters)) expect(after[key], key).toBeGreaterThanOrEqual(count);
  expect(await lookUpIsLimited(), 'the client at its limit').toBe(true);
});

test('no copy per router header value at the edge: variants of a page reach the origin, or share one copy', async () => {
  const originRequests = (path: string) => nginx.requests().filter((line) => line.startsWith(`GET ${path} `)).length;
  const path = '/insurance/general-liability';
  expect((await rawRequest({ port: PORTS.edge, path })).status).toBe(200);
  const served = originRequests(path);
  // Without `RSC: 1` Next ignores them: every variant is the one stored page.
  for (let variant = 0; variant < 20; variant += 1) {
    const headers = { 'Next-Router-State-Tree': routerState(), 'Next-Router-Prefetch': String(variant) };
    const answer = await rawRequest({ port: PORTS.edge, path, headers });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-cache']).toBe('HIT');
  }
  expect(originRequests(path)).toBe(served);
  // A navigation names its own router state: answered by the origin each time, never stored for the next visitor.
  const state = routerState();
  const rsc = await computeCacheBustingSearchParam(undefined, undefined, state, undefined);
  for (let time = 0; time < 2; time += 1) {
    const answer = await rawRequest({
      port: PORTS.edge,
      path: `${path}?_rsc=${rsc}`,
      headers: { RSC: '1', 'Next-Router-State-Tree': state },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-cache']).not.toBe('HIT');
  }
});

test('a client at its quote-lookup limit stays limited after the page cache fills to its maxmemory with junk', async () => {
  expect(await lookUpIsLimited()).toBe(true);
  const junk = 'x'.repeat(4096);
  // Three times the cache's maxmemory: what a few hundred stored 404s weighed before they were refused.
  for (let batch = 0; batch < (CACHE_MEGABYTES * 3 * 1024) / 4 / 256; batch += 1) {
    const writes = cache.multi();
    for (let index = 0; index < 256; index += 1) writes.set(`junk:${batch}:${index}`, junk);
    await writes.exec();
  }
  expect(await cache.info('stats')).toMatch(/evicted_keys:[1-9]/);
  expect(await lookUpIsLimited()).toBe(true);
  // Pages the cache evicted are rendered again.
  for (const path of LEGITIMATE) expect((await fetch(`${a.url}${path}`)).status, path).toBe(200);
});
