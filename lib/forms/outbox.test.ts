// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { openDb, type Db } from '@/lib/db';
import { testDatabases } from '@/tests/support/test-database';
import { mailDeliverer } from './mail';
import { createFaultLog } from '../metrics/faults';
import { RECEIVER_ANSWER_WITHIN_MS, runOutbox, webhookDeliverer, type Deliverer } from './outbox';
import { enqueueUndelivered } from './outbox-claims';
import { saveSubmission } from './store';

type Mode = 'fail' | 'hang' | 'ok';
const SECRET = 'test-webhook-secret';

/** A webhook receiver that answers 500, never answers, or accepts; it records every key it acknowledged. */
function fakeWebhook() {
  const state = { mode: 'ok' as Mode, keys: [] as string[], accepted: [] as string[], badSignatures: 0 };
  const hung: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      state.keys.push(String(req.headers['idempotency-key']));
      const [t, v1] = String(req.headers['x-verdance-signature']).split(',');
      const expected = createHmac('sha256', SECRET)
        .update(`${t!.slice(2)}.${body}`)
        .digest('hex');
      if (v1 !== `v1=${expected}`) state.badSignatures += 1;
      if (state.mode === 'hang') return void hung.push(req);
      if (state.mode === 'fail') return void res.writeHead(500).end();
      state.accepted.push(String(req.headers['idempotency-key']));
      res.writeHead(204).end();
    });
  });
  return { state, server };
}

/** A local SMTP server (smtp-server) that rejects the message, never finishes it, or accepts it. */
function fakeSmtp() {
  const state = { mode: 'ok' as Mode, accepted: [] as string[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (state.mode === 'hang') return;
        if (state.mode === 'fail')
          return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 451 }));
        state.accepted.push(/^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? '?');
        callback();
      });
    },
  });
  return { state, server };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const listen = (server: Server | SMTPServer) =>
  new Promise<number>((resolve) => {
    const http = server as Server;
    if (server instanceof SMTPServer)
      server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    else http.listen(0, '127.0.0.1', () => resolve((http.address() as AddressInfo).port));
  });

describe.each(testDatabases('outbox'))('the forms outbox on $name', ({ env }) => {
  let db: Db;
  let dir: string;
  let dbEnv: Record<string, string>;
  const webhook = fakeWebhook();
  const smtp = fakeSmtp();
  let deliverers: Record<string, Deliverer>;
  // Only for a receiver that hangs: a short timeout keeps the test quick. Elsewhere a generous one, so a busy machine's
  // slow answer is never mistaken for a failed delivery.
  let hangingDeliverers: Record<string, Deliverer>;
  let clock = Date.now();
  const logged: string[] = [];
  const report = createFaultLog({ windowMs: 600_000, write: (line) => logged.push(line) });
  const run = (owner?: string, using = deliverers) =>
    runOutbox(db, using, { now: () => clock, baseDelayMs: 1000, leaseMs: 30_000, owner, report });
  const pending = async () =>
    (await db.selectFrom('outbox').select('id').where('delivered_at', 'is', null).execute()).length;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    dbEnv = { FORMS_DATA_DIR: dir, ...(await env()) };
    db = await openDb(dbEnv);
    await db.deleteFrom('outbox').execute();
    await db.deleteFrom('submission').execute();
    const webhookPort = await listen(webhook.server);
    const smtpPort = await listen(smtp.server);
    const deliverersTimingOutAfter = (timeoutMs: number) => ({
      webhook: webhookDeliverer(`http://127.0.0.1:${webhookPort}/hook`, SECRET, timeoutMs),
      email: mailDeliverer(`smtp://127.0.0.1:${smtpPort}`, 'office@example.com', 'site@example.com', timeoutMs),
    });
    deliverers = deliverersTimingOutAfter(10_000);
    hangingDeliverers = deliverersTimingOutAfter(300);
  });
  afterAll(async () => {
    webhook.server.closeAllConnections();
    webhook.server.close();
    await new Promise((resolve) => smtp.server.close(() => resolve(undefined)));
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('holds deliveries while the webhook and mail server fail or hang, then sends each once when they recover', async () => {
    for (let i = 0; i < 5; i += 1)
      await saveSubmission(db, 'contact', { lastName: `F${i}` }, ['webhook', 'email'], clock);

    webhook.state.mode = smtp.state.mode = 'fail';
    expect(await run()).toEqual({ delivered: 0, failed: 10 });
    // One structured line per channel that fails, not one per submission: the repeats are counted for a later line.
    expect(logged).toHaveLength(2);
    expect(logged.map((line) => JSON.parse(line).message).sort()).toEqual([
      'Form delivery failed (email)',
      'Form delivery failed (webhook)',
    ]);
    expect(JSON.parse(logged[0]!)).toMatchObject({
      level: 'Warning',
      kind: 'delivery',
      count: 1,
      channel: expect.stringMatching(/^(webhook|email)$/),
      reference: expect.stringMatching(/^VM-/),
      attempts: 1,
      nextAttemptAt: new Date(clock + 1_000).toISOString(),
      error: expect.any(String),
    });
    expect(await run()).toEqual({ delivered: 0, failed: 0 }); // backing off: nothing is due yet

    clock += 1_000;
    webhook.state.mode = smtp.state.mode = 'hang';
    expect(await run(undefined, hangingDeliverers)).toEqual({ delivered: 0, failed: 10 }); // each times out after 300 ms
    const rows = await db.selectFrom('outbox').select(['attempts', 'next_attempt_at', 'last_error']).execute();
    expect(rows.every((row) => row.attempts === 2 && row.next_attempt_at === clock + 2_000)).toBe(true);

    clock += 2_000;
    webhook.state.mode = smtp.state.mode = 'ok';
    expect(await run()).toEqual({ delivered: 10, failed: 0 });
    expect(await run()).toEqual({ delivered: 0, failed: 0 });
    expect(new Set(webhook.state.accepted).size).toBe(5);
    expect(webhook.state.accepted).toHaveLength(5);
    expect(new Set(smtp.state.accepted).size).toBe(5);
    expect(smtp.state.accepted).toHaveLength(5);
    expect(webhook.state.badSignatures).toBe(0);
    // 15 POSTs reached the receiver (failed, hung, accepted), all under the same 5 idempotency keys.
    expect(webhook.state.keys).toHaveLength(15);
    expect(new Set(webhook.state.keys)).toEqual(new Set(webhook.state.accepted));
    expect(await pending()).toBe(0);
  });

  it('leaves a row a dead worker had claimed until its lease runs out, then delivers it once', async () => {
    const reference = await saveSubmission(db, 'contact', { lastName: 'Crash' }, ['webhook'], clock);
    await db
      .updateTable('outbox')
      .set({ lease_owner: 'crashed-worker', lease_until: clock + 30_000 })
      .where('reference', '=', reference)
      .execute();
    const before = webhook.state.accepted.length;
    expect(await run()).toEqual({ delivered: 0, failed: 0 });
    clock += 30_001;
    expect(await run()).toEqual({ delivered: 1, failed: 0 });
    expect(webhook.state.accepted.length - before).toBe(1);
  });

  it('sends each of 200 submissions exactly once when three workers run at the same time', async () => {
    await Promise.all(
      Array.from({ length: 200 }, (_, i) => saveSubmission(db, 'contact', { lastName: `P${i}` }, ['webhook'], clock)),
    );
    const before = webhook.state.accepted.length;
    let delivered = 0;
    while ((await pending()) > 0) {
      const passes = await Promise.all(['w1', 'w2', 'w3'].map((owner) => run(owner)));
      delivered += passes.reduce((sum, pass) => sum + pass.delivered, 0);
    }
    const keys = webhook.state.accepted.slice(before);
    expect(delivered).toBe(200);
    expect(keys).toHaveLength(200);
    expect(new Set(keys).size).toBe(200);
  });

  it('sends a backlog in passes of `batch` rows with at most `concurrency` deliveries in flight', async () => {
    await db.updateTable('outbox').set({ delivered_at: clock }).where('delivered_at', 'is', null).execute();
    await Promise.all(
      Array.from({ length: 250 }, (_, i) => saveSubmission(db, 'contact', { lastName: `B${i}` }, ['webhook'], clock)),
    );
    let inFlight = 0;
    let most = 0;
    const counting: Deliverer = async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight -= 1;
    };
    const passes: number[] = [];
    for (;;) {
      const pass = await runOutbox(db, { webhook: counting }, { now: () => clock, batch: 100, concurrency: 5, report });
      if (!pass.delivered) break;
      passes.push(pass.delivered);
    }
    expect(passes).toEqual([100, 100, 50]);
    expect(most).toBe(5);
  });

  it('gives back the rows it has not started once stopped, and forms:retry makes waiting rows due now', async () => {
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => saveSubmission(db, 'contact', { lastName: `S${i}` }, ['webhook'], clock)),
    );
    const stop = new AbortController();
    let started = 0;
    const stopsAfterTwo: Deliverer = async () => {
      if (++started === 2) stop.abort();
    };
    const pass = await runOutbox(
      db,
      { webhook: stopsAfterTwo },
      { now: () => clock, concurrency: 1, signal: stop.signal },
    );
    expect(pass).toEqual({ delivered: 2, failed: 0 });
    const left = await db.selectFrom('outbox').selectAll().where('delivered_at', 'is', null).execute();
    expect(left).toHaveLength(4);
    expect(left.every((row) => row.lease_owner === null && row.attempts === 0)).toBe(true);

    webhook.state.mode = 'fail';
    expect(await run()).toEqual({ delivered: 0, failed: 4 });
    expect(await run()).toEqual({ delivered: 0, failed: 0 });
    // npm run forms:retry, as an operator runs it (it reads the real clock, which is behind the rows' next attempt).
    const output = execFileSync(process.execPath, ['scripts/forms-retry.mjs'], {
      env: { ...process.env, DATABASE_URL: '', ...dbEnv },
    });
    expect(String(output)).toContain('4 waiting deliveries are due now.');
    clock = Date.now();
    webhook.state.mode = 'ok';
    expect(await run()).toEqual({ delivered: 4, failed: 0 });
  });
  it('never sends a row twice when the batch lease runs out while the row waits behind slow deliveries', async () => {
    await db.updateTable('outbox').set({ delivered_at: clock }).where('delivered_at', 'is', null).execute();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => saveSubmission(db, 'contact', { lastName: `L${i}` }, ['webhook'], clock)),
    );
    const sent: string[] = [];
    // Each delivery takes 100 ms, one at a time: the last of a batch waits 700 ms behind the others, past its lease.
    const slow: Deliverer = async (delivery) => {
      sent.push(delivery.id);
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    const worker = (owner: string) => runOutbox(db, { webhook: slow }, { owner, leaseMs: 300, concurrency: 1, report });
    while ((await pending()) > 0) await Promise.all([worker('a'), sleep(350).then(() => worker('b'))]);
    expect(sent).toHaveLength(8);
    expect(new Set(sent).size).toBe(8);
  });

  it('delivers submissions stored before any channel was set once a channel appears, once each', async () => {
    await db.updateTable('outbox').set({ delivered_at: clock }).where('delivered_at', 'is', null).execute();
    const stored = await Promise.all(
      Array.from({ length: 3 }, (_, i) => saveSubmission(db, 'contact', { lastName: `N${i}` }, [], clock)),
    );
    expect(await run()).toEqual({ delivered: 0, failed: 0 });
    // Two instances start with FORMS_WEBHOOK_URL set at the same time.
    const added = await Promise.all([
      enqueueUndelivered(db, ['webhook'], clock),
      enqueueUndelivered(db, ['webhook'], clock),
    ]);
    expect(added[0]! + added[1]!).toBe(3);
    const before = webhook.state.accepted.length;
    expect(await run()).toEqual({ delivered: 3, failed: 0 });
    const rows = await db.selectFrom('outbox').select('reference').where('reference', 'in', stored).execute();
    expect(rows.map((row) => row.reference).sort()).toEqual([...stored].sort());
    expect(webhook.state.accepted.length - before).toBe(3);
    expect(await enqueueUndelivered(db, ['webhook'], clock)).toBe(0);
  });
});

describe('the webhook delivery and its receiver contract', () => {
  it(`marks delivered a receiver that answers at the contract's limit (${RECEIVER_ANSWER_WITHIN_MS / 1000} s), once`, async () => {
    const keys: string[] = [];
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        keys.push(String(req.headers['idempotency-key']));
        setTimeout(() => res.writeHead(204).end(), RECEIVER_ANSWER_WITHIN_MS);
      });
    });
    const port = await listen(server);
    const dir = mkdtempSync(join(tmpdir(), 'outbox-contract-'));
    const db = await openDb({ FORMS_DATA_DIR: dir });
    try {
      await saveSubmission(db, 'contact', { lastName: 'Slow' }, ['webhook'], Date.now());
      const deliver = webhookDeliverer(`http://127.0.0.1:${port}/hook`, SECRET); // the default timeout
      expect(await runOutbox(db, { webhook: deliver })).toEqual({ delivered: 1, failed: 0 });
      expect(keys).toHaveLength(1);
    } finally {
      server.closeAllConnections();
      server.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});
