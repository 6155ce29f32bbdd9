import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { hiddenFields, postForm, quoteValues } from '../support/form-posts';
import { startSecondServer, type SecondServer } from '../support/second-server';

/**
 * What an operator alerts on, from the built server: liveness apart from readiness, the Prometheus endpoint with the
 * outbox backlog while the webhook receiver is down and after, the start-up refusal of an unsigned channel, and
 * submissions stored before any channel delivered once one is set. No browser.
 */
const BASE = Number(process.env.E2E_PORT ?? 3100) + 140;
const TOKEN = 'signals-metrics-token-0123456789';
const QUOTE_PAGE = '/contact-us/request-a-quote';

test.describe.configure({ mode: 'serial' });

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name} `) || entry.startsWith(`${name}{`));
  return line ? Number(line.split(' ').at(-1)) : undefined;
}

test.describe('signals of one instance', () => {
  let dir: string;
  let hookPort: number;
  let redisPort: number;
  let site: SecondServer | undefined;
  const received: string[] = [];
  let receiver: Server | undefined;

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'signals-'));
    [hookPort, redisPort] = await Promise.all([freePort(), freePort()]);
  });
  test.afterAll(async () => {
    site?.stop();
    receiver?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = async (base: string, lastName: string) => {
    const fields = (await hiddenFields(`${base}${QUOTE_PAGE}`, 'form-quote')).filter(([n]) => n !== 'submissionToken');
    fields.push(['submissionToken', lastName], ...Object.entries(quoteValues(lastName)));
    const posted = await postForm(`${base}${QUOTE_PAGE}`, fields, '198.51.100.7');
    expect(posted.reference, lastName).toMatch(/^VQ-/);
    return posted.reference!;
  };
  const scrape = async () => {
    const response = await fetch(`${site!.url}/api/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    return response.text();
  };

  let earlier: string;
  test('a submission stored while no delivery channel is set', async () => {
    const noChannel = await startSecondServer(BASE + 1, { FORMS_DATA_DIR: dir });
    try {
      earlier = await post(noChannel.url, 'Beforechannel');
    } finally {
      await noChannel.terminate();
    }
  });

  test('refuses to start with a webhook and an empty signing secret', async () => {
    const server = spawn(process.execPath, ['build/server/server.js'], {
      env: {
        ...process.env,
        PORT: String(BASE + 2),
        FORMS_DATA_DIR: dir,
        FORMS_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stderr.on('data', (chunk) => (output += chunk));
    // A server that starts anyway is stopped after 20 s (and the test fails on its exit code).
    const started = setTimeout(() => server.kill(), 20_000);
    const code = await new Promise((resolve) => server.once('exit', resolve));
    clearTimeout(started);
    expect(code).toBe(1);
    expect(output).toContain('FORMS_WEBHOOK_SECRET: must not be empty when FORMS_WEBHOOK_URL is set');
  });

  test('stays alive for the container and not ready for the balancer while Redis is down', async () => {
    site = await startSecondServer(BASE, {
      FORMS_DATA_DIR: dir,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      METRICS_TOKEN: TOKEN,
      FORMS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
      FORMS_WEBHOOK_SECRET: 'signals-webhook-secret',
    });
    const live = await fetch(`${site.url}/api/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${site.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'degraded', cache: 'unreachable', storage: 'writable' });
    expect((await fetch(`${site.url}/api/metrics`)).status).toBe(401);
  });

  test('shows the outbox backlog rising while the webhook receiver is down, and falling once it is back', async () => {
    test.setTimeout(90_000);
    // At start the instance took up the submission stored before the channel was set.
    await expect.poll(async () => sample(await scrape(), 'verdance_outbox_backlog')).toBe(1);
    const backlog: number[] = [];
    for (const name of ['Downone', 'Downtwo', 'Downthree']) {
      await post(site!.url, name);
      backlog.push(sample(await scrape(), 'verdance_outbox_backlog')!);
    }
    expect(backlog).toEqual([2, 3, 4]);
    const during = await scrape();
    expect(sample(during, 'verdance_form_deliveries_total{channel="webhook",result="failed"}')).toBeGreaterThan(0);
    expect(sample(during, 'verdance_outbox_oldest_age_seconds')).toBeGreaterThan(0);
    expect(sample(during, 'verdance_http_request_duration_seconds_count{kind="page",status="2xx"}')).toBeGreaterThan(0);

    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push((JSON.parse(body) as { reference: string }).reference);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver!.listen(hookPort, '127.0.0.1', resolve));
    // The operator's retry makes the backed-off rows due now; the worker's next pass (every 5 s) sends them.
    execFileSync(process.execPath, ['scripts/forms-retry.mjs'], { env: { ...process.env, FORMS_DATA_DIR: dir } });
    await expect.poll(async () => sample(await scrape(), 'verdance_outbox_backlog'), { timeout: 30_000 }).toBe(0);
    expect(sample(await scrape(), 'verdance_outbox_oldest_age_seconds')).toBe(0);
    expect(received.filter((reference) => reference === earlier)).toHaveLength(1);
    expect(new Set(received).size).toBe(4);
  });
});
