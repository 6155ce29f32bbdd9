import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, createServer as createTcpServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { startNginx, startRedis, startVarnish, type Balancer, type Started } from '../support/cluster';
import { hiddenFields, postForm, quoteValues } from '../support/form-posts';
import { startSecondServer, type SecondServer } from '../support/second-server';
import { storedReferences } from '../support/stored-submissions';
import { testDatabases } from '../support/test-database';

/**
 * Faults an operator injects into compose.yaml's topology, rebuilt from plain processes: Varnish (deploy/varnish.vcl)
 * in front of nginx (deploy/nginx.conf), two instances of the one build on one Redis and one form store (Postgres
 * when TEST_DATABASE_URL is set, as compose runs it). Visitors post quotes and read pages through the edge while one
 * instance is killed, while deploy/roll replaces both, and after both are gone. What they must never see is a 5xx;
 * what must never happen is a quote answered with a reference and not stored, or stored twice.
 */
// Ports no other cluster suite uses (+71 to +94, +100 to +106, +120 to +130).
const BASE = Number(process.env.E2E_PORT ?? 3100) + 140;
const PORTS = {
  ...{ redis: BASE, a: BASE + 1, b: BASE + 2, balancer: BASE + 3, edge: BASE + 4, purge: BASE + 5 },
  // nginx reaches B through a TCP relay that can reset one connection (one bad connection, on demand).
  relayB: BASE + 6,
};
const edge = `http://127.0.0.1:${PORTS.edge}`;
const QUOTE_PAGE = '/contact-us/request-a-quote';
const PAGES = ['/', '/about', '/claims', '/insurance/general-liability', '/learning-center', QUOTE_PAGE];

test.describe.configure({ mode: 'serial' });

const database = testDatabases('cluster_faults').at(-1)!;
let dir: string;
let env: Record<string, string>;
let redis: Started;
let nginx: Balancer;
let varnish: Started;
let relayB: Awaited<ReturnType<typeof startRelay>>;
const instances = new Map<string, SecondServer>();
const portOf = { 'site-a': PORTS.a, 'site-b': PORTS.b } as const;
type Instance = keyof typeof portOf;

/** A TCP relay from `port` to `target`; `resetNext()` resets the next connection that sends anything (ECONNRESET). */
async function startRelay(port: number, target: number) {
  let resetNext = false;
  const server = createTcpServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    client.on('data', (chunk) => {
      if (!resetNext) return void upstream.write(chunk);
      resetNext = false;
      upstream.destroy();
      client.resetAndDestroy();
    });
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { resetNext: () => (resetNext = true), close: () => server.close() };
}

async function startInstance(name: Instance): Promise<void> {
  instances.set(
    name,
    await startSecondServer(portOf[name], {
      ...env,
      REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
      // Varnish and nginx each add one address to X-Forwarded-For, after the test's own (as a CDN in front would):
      // each post is its own client for the rate limits.
      TRUSTED_PROXY_HOPS: '3',
      EDGE_PURGE_URL: `http://127.0.0.1:${PORTS.purge}/`,
    }),
  );
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), 'cluster-faults-'));
  env = { FORMS_DATA_DIR: dir, ...(await database.env()) };
  redis = await startRedis(PORTS.redis);
  await Promise.all([startInstance('site-a'), startInstance('site-b')]);
  relayB = await startRelay(PORTS.relayB, PORTS.b);
  nginx = await startNginx(PORTS.balancer, [PORTS.a, PORTS.relayB]);
  varnish = await startVarnish(PORTS.edge, PORTS.purge, PORTS.balancer);
});

test.afterAll(async () => {
  await varnish?.stop();
  await nginx?.stop();
  relayB?.close();
  for (const instance of instances.values()) instance.stop();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  lastName?: string;
  reference?: string;
}

/**
 * Visitors through the edge until stopped: posting clients send new quote requests (each its own token and client
 * address), reading clients carry a Context cookie, so their pages are passed to an instance too.
 *
 * A request whose connection closes without a whole answer (status 0) is, with `againWhenCut`, sent once more as a
 * browser lets its visitor do: a reload, or the same form resubmitted with the same token. Only a SIGKILL may cause
 * one (an answer the instance was still writing when it died, which nothing after it can complete); each is counted in
 * `cut` and the second answer recorded.
 */
async function visitors(prefix: string, { againWhenCut = false } = {}) {
  const fields = (await hiddenFields(`${edge}${QUOTE_PAGE}`, 'form-quote')).filter(
    ([name]) => name !== 'submissionToken',
  );
  const answers: Answer[] = [];
  let cut = 0;
  let running = true;
  let count = 0;
  const withAgainWhenCut = async <T extends { status: number }>(ask: () => Promise<T>): Promise<T> => {
    const first = await ask();
    if (first.status !== 0 || !againWhenCut) return first;
    cut += 1;
    return ask();
  };
  const poster = async () => {
    while (running) {
      const n = (count += 1);
      const lastName = `${prefix}${n}`;
      const values: [string, string][] = [
        ...fields,
        ['submissionToken', `${prefix}-token-${n}`],
        ...Object.entries(quoteValues(lastName)),
      ];
      const post = () => postForm(`${edge}${QUOTE_PAGE}`, values, `203.0.113.${n % 250}`);
      const posted = await withAgainWhenCut(() => post().catch(() => ({ status: 0 })));
      answers.push({ lastName, ...posted });
    }
  };
  const reader = async (index: number) => {
    while (running) {
      const read = async () => {
        const response = await fetch(`${edge}/claims`, { headers: { Cookie: `ufvd=visitor-${index}` } });
        await response.arrayBuffer();
        return { status: response.status };
      };
      answers.push(await withAgainWhenCut(() => read().catch(() => ({ status: 0 }))));
    }
  };
  const clients = [...Array.from({ length: 4 }, poster), reader(1), reader(2)];
  return {
    answers,
    /** Requests cut and sent again (only with `againWhenCut`). */
    cut: () => cut,
    clients: clients.length,
    /** Waits for `more` answers beyond those so far (counted, not timed: this machine may be slow). */
    moreAnswers: async (more: number) => {
      const target = answers.length + more;
      await expect.poll(() => answers.length, { timeout: 90_000 }).toBeGreaterThanOrEqual(target);
    },
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

/**
 * Every post answered with a reference, each stored exactly once, and no visitor answered anything but 200. With
 * `toldUnavailable`, a post may instead be answered that storage is unavailable (no reference: the visitor knows).
 */
async function expectNothingLostOrTwice(answers: Answer[], prefix: string, toldUnavailable = false) {
  const posts = answers.filter((answer) => answer.lastName && (!toldUnavailable || answer.reference));
  const references = posts.map((post) => post.reference).filter((reference) => reference !== undefined);
  const stored = await storedReferences(env, prefix.toLowerCase());
  console.log(
    JSON.stringify({
      store: database.name,
      answers: answers.length,
      posts: posts.length,
      statuses: [...new Set(answers.map((answer) => answer.status))],
      answeredWithReference: references.length,
      stored: stored.length,
    }),
  );
  expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  expect(references).toHaveLength(posts.length);
  expect(new Set(references).size).toBe(references.length);
  expect(stored.sort()).toEqual([...references].sort());
}

test('one instance killed (SIGKILL) under posts through the edge: no visitor sees a 5xx, no quote lost or stored twice', async () => {
  test.setTimeout(240_000);
  const load = await visitors('Killed', { againWhenCut: true });
  await load.moreAnswers(20);
  const killed = await instances.get('site-a')!.terminate('SIGKILL');
  expect(killed.code).toBeNull();
  await load.moreAnswers(30);
  // Back, as compose's `restart: unless-stopped` brings it: the balancer takes it again.
  await startInstance('site-a');
  await load.moreAnswers(20);
  await load.stop();
  await expectNothingLostOrTwice(load.answers, 'Killed');
  // Only what was in flight on the killed instance: at most one request per client.
  console.log(JSON.stringify({ cutAndSentAgain: load.cut() }));
  expect(load.cut()).toBeLessThanOrEqual(load.clients);
});

test('one reset on the surviving instance while the other is down costs at most the request it carried', async () => {
  test.setTimeout(120_000);
  await instances.get('site-a')!.terminate('SIGKILL');
  const visit = async () =>
    (await fetch(`${edge}/claims`, { headers: { Cookie: 'ufvd=one-reset' } }).catch(() => undefined))?.status ?? 0;
  // A's refusals counted by the balancer (each retried on B: the visitors get their pages).
  for (let i = 0; i < 6; i += 1) expect(await visit()).toBe(200);
  relayB.resetNext();
  const statuses: number[] = [];
  for (let i = 0; i < 20; i += 1) statuses.push(await visit());
  await startInstance('site-a');
  // The request on the reset connection may fail (its other instance is gone); B is never ejected for it.
  expect(statuses.filter((status) => status !== 200).length).toBeLessThanOrEqual(1);
});

/** deploy/roll, as documented, with processes for containers: replace = SIGTERM, wait for exit, start anew. */
async function startRollControl(): Promise<{ url: string; server: Server; replaced: string[] }> {
  const replaced: string[] = [];
  const server = createServer((req, res) => {
    const [, action, name] = (req.url ?? '').split('/') as [string, string, Instance];
    const instance = instances.get(name);
    if (!instance) return void res.writeHead(404).end();
    if (action === 'ready') {
      fetch(`${instance.url}/api/health/ready`).then(
        (ready) => res.writeHead(ready.ok ? 200 : 503).end(),
        () => res.writeHead(503).end(),
      );
      return;
    }
    void (async () => {
      const stopped = await instance.terminate('SIGTERM');
      replaced.push(`${name}: exit ${stopped.code}`);
      await startInstance(name);
      res.writeHead(200).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, replaced };
}

test('a rolling deploy with deploy/roll under posts through the edge: no 5xx, no quote lost or stored twice', async () => {
  test.setTimeout(300_000);
  const control = await startRollControl();
  // The script's two steps, as commands: a request to the control server above, exit 0 on a 2xx.
  const ask = `"${process.execPath}" -e "fetch(process.argv[2], { method: process.argv[1] }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"`;
  const load = await visitors('Rolled');
  try {
    await load.moreAnswers(20);
    await promisify(execFile)('sh', ['deploy/roll'], {
      env: {
        ...process.env,
        ROLL_REPLACE: `${ask} POST "${control.url}/replace/$1"`,
        ROLL_READY: `${ask} GET "${control.url}/ready/$1"`,
      },
    });
    await load.moreAnswers(20);
  } finally {
    await load.stop();
    control.server.close();
  }
  // Both replaced, each after a clean stop (every request in flight answered).
  expect(control.replaced).toEqual(['site-a: exit 0', 'site-b: exit 0']);
  await expectNothingLostOrTwice(load.answers, 'Rolled');
});

// Only on Postgres (TEST_DATABASE_URL, as CI runs it): scripts/test-postgres.sh restarts the server it started.
test('Postgres restarted under posts through the edge: no 5xx, every post answered with a reference stored once', async () => {
  test.skip(database.name !== 'Postgres', 'Postgres only (TEST_DATABASE_URL)');
  test.setTimeout(180_000);
  const load = await visitors('Restarted');
  try {
    await load.moreAnswers(20);
    const restart = spawnSync('bash', ['scripts/test-postgres.sh', 'restart'], { encoding: 'utf8' });
    expect(restart.status, restart.stderr).toBe(0);
    // Posts after the restart are stored again: the pools reconnect.
    const answeredByRestart = load.answers.length;
    await expect
      .poll(() => load.answers.slice(answeredByRestart).filter((answer) => answer.reference).length, {
        timeout: 90_000,
      })
      .toBeGreaterThanOrEqual(20);
  } finally {
    await load.stop();
  }
  await expectNothingLostOrTwice(load.answers, 'Restarted', true);
  // Both instances lived through it (the balancer had both to choose from).
  for (const instance of instances.values()) expect((await fetch(`${instance.url}/api/health/live`)).status).toBe(200);
});

test('both instances down behind the edge: every page visited before is served stale, also after a site-wide purge', async () => {
  test.setTimeout(120_000);
  const before = new Map<string, string>();
  for (const path of PAGES) {
    const page = await fetch(`${edge}${path}`);
    expect(page.status, path).toBe(200);
    before.set(path, await page.text());
  }
  await Promise.all([...instances.values()].map((instance) => instance.terminate('SIGTERM')));
  // A site-wide purge (what a layout publish sends) makes every page stale, as its TTL running out does.
  const purged = await fetch(`http://127.0.0.1:${PORTS.purge}/`, {
    method: 'PURGE',
    headers: { 'xkey-purge': '_N_T_/layout' },
  });
  expect(purged.status).toBe(200);
  // The first visit of each page is answered stale while the edge refreshes it in the background; the balancer
  // answers that refresh with a 502 (both instances are gone). Later visits must still get the page.
  const originAsked = nginx.requests().length;
  for (let round = 0; round < 3; round += 1) {
    for (const path of PAGES) {
      const page = await fetch(`${edge}${path}`);
      expect(page.status, `${path}, visit ${round + 1}`).toBe(200);
      expect(await page.text()).toBe(before.get(path));
    }
    if (round === 0)
      await expect
        .poll(() => nginx.requests().length - originAsked, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(PAGES.length);
  }
});
