import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startNginx, type Started } from '../support/cluster';
import { hiddenFields, lookUp, postForm, quoteValues, startWebhookReceiver, type Posted } from '../support/form-posts';
import { startSecondServer, type SecondServer } from '../support/second-server';
import { storedReferences } from '../support/stored-submissions';
import { testDatabases } from '../support/test-database';

/**
 * Forms on the deployment of compose.yaml: two instances of the build behind nginx (deploy/nginx.conf) on one store,
 * Postgres (as compose runs it) and the embedded file (one host). Posts go in as a browser without JavaScript sends
 * them; the instances deliver to a webhook receiver that answers at once.
 */
const BASE = Number(process.env.E2E_PORT ?? 3100) + 125;
const QUOTE_PAGE = '/contact-us/request-a-quote';

test.describe.configure({ mode: 'serial' });

testDatabases('cluster_forms').forEach((database, index) => {
  test.describe(`forms on ${database.name}`, () => {
    const ports = { a: BASE + index * 3, b: BASE + index * 3 + 1, balancer: BASE + index * 3 + 2 };
    const balancer = `http://127.0.0.1:${ports.balancer}`;
    let dir: string;
    let env: Record<string, string>;
    let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
    let a: SecondServer;
    let b: SecondServer;
    let nginx: Started;

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      dir = mkdtempSync(join(tmpdir(), 'cluster-forms-'));
      env = { FORMS_DATA_DIR: dir, ...(await database.env()) };
      webhook = await startWebhookReceiver();
      const instance = (port: number) =>
        startSecondServer(port, {
          ...env,
          FORMS_WEBHOOK_URL: webhook.url,
          FORMS_WEBHOOK_SECRET: 'cluster-forms-secret',
          // nginx and the test's own X-Forwarded-For: each post is its own client for the rate limits.
          TRUSTED_PROXY_HOPS: '2',
        });
      [a, b] = await Promise.all([instance(ports.a), instance(ports.b)]);
      nginx = await startNginx(ports.balancer, [ports.a, ports.b]);
    });

    test.afterAll(async () => {
      await nginx?.stop();
      a?.stop();
      b?.stop();
      webhook?.server.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const post = async (base: string, lastName: string, client: string, token = lastName): Promise<Posted> => {
      const fields = (await hiddenFields(`${base}${QUOTE_PAGE}`, 'form-quote')).filter(
        ([name]) => name !== 'submissionToken',
      );
      fields.push(['submissionToken', token], ...Object.entries(quoteValues(lastName)));
      return postForm(`${base}${QUOTE_PAGE}`, fields, client);
    };

    test('both instances are ready, and a quote stored through one is found through the other and the balancer', async () => {
      for (const url of [a.url, b.url]) {
        const ready = await fetch(`${url}/api/health/ready`);
        expect(await ready.json(), url).toMatchObject({ status: 'ok', storage: 'writable', cache: 'local' });
      }
      const viaA = await post(a.url, 'Firstlook', '198.51.100.1');
      const viaB = await post(b.url, 'Secondlook', '198.51.100.2');
      expect(viaA.reference).toMatch(/^VQ-/);
      expect(viaB.reference).toMatch(/^VQ-/);
      expect(await lookUp(b.url, viaA.reference!, 'Firstlook', '198.51.100.3')).toBe(true);
      expect(await lookUp(a.url, viaB.reference!, 'Secondlook', '198.51.100.4')).toBe(true);
      for (let i = 0; i < 4; i += 1)
        expect(await lookUp(balancer, viaA.reference!, 'Firstlook', `198.51.100.${10 + i}`)).toBe(true);
      // The same post again (same token and values) is answered with the first reference.
      expect((await post(balancer, 'Firstlook', '198.51.100.20')).reference).toBe(viaA.reference);
    });

    test('posts through the balancer while instance A stops with SIGTERM: each answered reference stored once and delivered', async () => {
      test.setTimeout(90_000);
      const answers: (Posted & { lastName: string })[] = [];
      let running = true;
      let count = 0;
      const client = async () => {
        while (running) {
          const n = (count += 1);
          const lastName = `Load${n}`;
          answers.push({ lastName, ...(await post(balancer, lastName, `203.0.113.${n % 250}`, `token-${n}`)) });
        }
      };
      const clients = Array.from({ length: 6 }, client);
      // Counted, not timed: posts before, during and after A's shutdown, however fast this machine is.
      await expect.poll(() => answers.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(12);
      const stopped = await a.terminate('SIGTERM');
      const answeredByStop = answers.length;
      await expect.poll(() => answers.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(answeredByStop + 12);
      running = false;
      await Promise.all(clients);

      const references = answers.map((answer) => answer.reference).filter((reference) => reference !== undefined);
      const stored = await storedReferences(env, 'load');
      await expect
        .poll(() => new Set(webhook.deliveries.map((delivery) => delivery.reference)).size, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(stored.length);
      const delivered = webhook.deliveries.filter((delivery) => stored.includes(delivery.reference));
      console.log(
        JSON.stringify({
          store: database.name,
          posts: answers.length,
          answeredWithReference: references.length,
          statuses: [...new Set(answers.map((answer) => answer.status))],
          stored: stored.length,
          delivered: new Set(delivered.map((delivery) => delivery.reference)).size,
          deliveriesRepeated: delivered.length - new Set(delivered.map((delivery) => delivery.key)).size,
          shutdown: stopped,
        }),
      );
      // Exit 0 only when every request in flight was answered before the 10 s cap (server.ts exits 1 at the cap).
      expect(stopped.code).toBe(0);
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
      expect(references).toHaveLength(answers.length);
      expect(new Set(references).size).toBe(references.length);
      expect(stored.sort()).toEqual([...references].sort());
      expect(new Set(delivered.map((delivery) => delivery.reference))).toEqual(new Set(stored));
      // A is gone: the balancer finds a quote A stored through B.
      const first = answers[0]!;
      expect(await lookUp(balancer, first.reference!, first.lastName, '198.51.100.30')).toBe(true);
    });
  });
});
