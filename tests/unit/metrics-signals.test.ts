// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, type Db } from '@/lib/db';
import { createFaultLog } from '@/lib/metrics/faults';
import { metrics } from '@/lib/metrics/registry';
import { routeKind } from '@/lib/metrics/route-kind';
import { createSignals } from '@/lib/metrics/signals';
import { runOutbox, webhookDeliverer } from '@/lib/forms/outbox';
import { outboxBacklog } from '@/lib/forms/outbox-claims';
import { saveSubmission } from '@/lib/forms/store';
import { createLimit } from '@/lib/limits';

const TOKEN = 'metrics-token-for-the-test-0123456789';

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

/** The site's server in small: the signals first, then a stand-in for the front door and Next. */
async function siteServer(metricsToken?: string) {
  const signals = createSignals({ metricsToken });
  const server = createServer((req, res) => {
    if (signals(req, res)) return;
    const notFound = req.url?.startsWith('/nowhere');
    if (!notFound) res.setHeader('x-nextjs-cache', 'HIT'); // as Next marks a page served from its cache
    res.writeHead(notFound ? 404 : 200).end('page');
  });
  const origin = `http://127.0.0.1:${await listen(server)}`;
  return { server, origin };
}

function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name} `) || entry.startsWith(`${name}{`));
  return line ? Number(line.split(' ').at(-1)) : undefined;
}

describe('route kinds', () => {
  it.each([
    ['/', 200, 'page'],
    ['/contact-us/request-a-quote?x=1', 200, 'page'],
    ['/learning-center', 200, 'listing'],
    ['/news/company-news?page=2', 200, 'listing'],
    ['/learning-center/loss-control/frost-protection', 200, 'article'],
    ['/search?q=frost', 200, 'search'],
    ['/es/search?q=calor', 200, 'search'],
    ['/es/learning-center/loss-control', 200, 'listing'],
    ['/es/learning-center/employees/preventing-heat-illness', 200, 'article'],
    ['/api/health/ready', 503, 'api'],
    ['/_next/static/chunks/app.js', 200, 'static'],
    ['/images/hero.avif', 200, 'static'],
    ['/no-such-page', 404, '404'],
  ] as const)('%s answered %i is %s', (url, status, kind) => {
    expect(routeKind(url, status)).toBe(kind);
  });
});

describe('the server signals', () => {
  let site: Awaited<ReturnType<typeof siteServer>>;
  beforeAll(async () => {
    site = await siteServer(TOKEN);
  });
  afterAll(() => close(site.server));
  const scrape = async () => {
    const response = await fetch(`${site.origin}/api/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  it('answers liveness itself, with nothing behind it', async () => {
    const response = await fetch(`${site.origin}/api/health/live`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('shows metrics only to the bearer of METRICS_TOKEN, and not at all without one', async () => {
    expect((await fetch(`${site.origin}/api/metrics`)).status).toBe(401);
    const wrong = await fetch(`${site.origin}/api/metrics`, { headers: { Authorization: 'Bearer guess' } });
    expect(wrong.status).toBe(401);
    const closed = await siteServer(undefined);
    try {
      expect(await (await fetch(`${closed.origin}/api/metrics`)).text()).toBe('page'); // left to the site: its 404
    } finally {
      await close(closed.server);
    }
  });

  it('counts requests by route kind and status, and page cache hits', async () => {
    const count = (text: string, labels: string) =>
      sample(text, `verdance_http_request_duration_seconds_count{${labels}}`) ?? 0;
    const before = await scrape();
    for (const path of ['/learning-center', '/learning-center', '/nowhere', '/news/company-news/a-story'])
      await (await fetch(`${site.origin}${path}`)).text();
    const after = await scrape();
    expect(count(after, 'kind="listing",status="2xx"') - count(before, 'kind="listing",status="2xx"')).toBe(2);
    expect(count(after, 'kind="404",status="4xx"') - count(before, 'kind="404",status="4xx"')).toBe(1);
    expect(count(after, 'kind="article",status="2xx"') - count(before, 'kind="article",status="2xx"')).toBe(1);
    const hits = (text: string) => sample(text, 'verdance_page_cache_total{result="hit"}') ?? 0;
    expect(hits(after) - hits(before)).toBe(3);
  });

  it('counts the requests a rate limit refuses, by limit', async () => {
    vi.stubEnv('REDIS_URL', '');
    const limit = createLimit('metrics-test', { capacity: 2, refillPerSecond: 0.01 });
    const refused = (text: string) => sample(text, 'verdance_limit_refusals_total{limit="metrics-test"}') ?? 0;
    const before = refused(await scrape());
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await limit.take('203.0.113.9'));
    expect(answers).toEqual([true, true, false, false, false]);
    expect(refused(await scrape()) - before).toBe(3);
    vi.unstubAllEnvs();
  });

  describe('the outbox backlog while the webhook receiver is down, then back', () => {
    let dir: string;
    let db: Db;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'metrics-outbox-'));
      db = await openDb({ FORMS_DATA_DIR: dir });
      metrics().setOutboxSource(() => outboxBacklog(db));
    });
    afterAll(async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    });

    it('rises with every post while deliveries fail, and falls to 0 once the receiver answers', async () => {
      const accepted: string[] = [];
      const receiver = createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          accepted.push(String(req.headers['idempotency-key']));
          res.writeHead(204).end();
        });
      });
      const port = await listen(receiver);
      await close(receiver); // down: the port refuses connections
      const deliver = { webhook: webhookDeliverer(`http://127.0.0.1:${port}/hook`, 'secret') };
      const report = createFaultLog({ write: () => undefined });
      const pass = () => runOutbox(db, deliver, { baseDelayMs: 0, report });
      const failures = (text: string) =>
        sample(text, 'verdance_form_deliveries_total{channel="webhook",result="failed"}') ?? 0;

      const backlogs: number[] = [];
      const start = await scrape();
      for (let i = 0; i < 3; i += 1) {
        await saveSubmission(db, 'contact', { lastName: `Down${i}` }, ['webhook'], Date.now() - 60_000);
        expect(await pass()).toEqual({ delivered: 0, failed: i + 1 });
        backlogs.push(sample(await scrape(), 'verdance_outbox_backlog')!);
      }
      const during = await scrape();
      expect(backlogs).toEqual([1, 2, 3]);
      expect(sample(during, 'verdance_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(60);
      expect(failures(during) - failures(start)).toBe(6); // 1 + 2 + 3 failed attempts

      receiver.listen(port, '127.0.0.1');
      await new Promise((resolve) => receiver.once('listening', resolve));
      try {
        expect(await pass()).toEqual({ delivered: 3, failed: 0 });
        const after = await scrape();
        expect(sample(after, 'verdance_outbox_backlog')).toBe(0);
        expect(sample(after, 'verdance_outbox_oldest_age_seconds')).toBe(0);
        expect(new Set(accepted).size).toBe(3);
      } finally {
        await close(receiver);
      }
    });
  });
});
