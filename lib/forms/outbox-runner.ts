import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDb } from '../db';
import { isStopping, onShutdown } from '../lifecycle/shutdown';
import { mailDeliverer } from './mail';
import { type Deliverer, runOutbox, webhookDeliverer } from './outbox';
import { enqueueUndelivered, outboxBacklog, releaseClaims } from './outbox-claims';
import { channels } from './store';
import { errorText, reportFault } from '../metrics/faults';
import { metrics } from '../metrics/registry';
import { environment, settings } from '../settings';

const INTERVAL_MS = 5_000;
/** How long a stopping server waits for the deliveries in flight before it gives their rows back. */
const STOP_WAIT_MS = 7_000;
/** This process's name on the rows it leases, so that it can give them back when it stops. */
const OWNER = randomUUID();
let timer: NodeJS.Timeout | undefined;
let current: Promise<void> | undefined;
let again = false;
const stopping = new AbortController();

function deliverers(env: Record<string, string | undefined>): Record<string, Deliverer> {
  const result: Record<string, Deliverer> = {};
  if (env.FORMS_WEBHOOK_URL) result.webhook = webhookDeliverer(env.FORMS_WEBHOOK_URL, env.FORMS_WEBHOOK_SECRET ?? '');
  if (env.SMTP_URL)
    result.email = mailDeliverer(
      env.SMTP_URL,
      env.FORMS_EMAIL_TO ?? 'forms@verdanceinsurance.com',
      env.FORMS_EMAIL_FROM ?? 'website@verdanceinsurance.com',
    );
  return result;
}

let configured: Record<string, Deliverer> | undefined;
let caughtUp = false;

/** Once per process: submissions stored while no channel was set get their deliveries now. */
async function enqueueStoredWithoutChannel(db: Awaited<ReturnType<typeof getDb>>): Promise<void> {
  if (caughtUp) return;
  const added = await enqueueUndelivered(db, channels(environment()), Date.now());
  caughtUp = true;
  if (added)
    console.warn(JSON.stringify({ level: 'Information', message: 'Deliveries added for earlier submissions', added }));
}

/** Passes until nothing is due (a backlog drains at once, not one batch every 5 s), or the server stops. */
async function drain(): Promise<void> {
  try {
    configured ??= deliverers(environment());
    const db = await getDb();
    await enqueueStoredWithoutChannel(db);
    do {
      again = false;
      const pass = await runOutbox(db, configured, { owner: OWNER, signal: stopping.signal });
      if (pass.delivered + pass.failed > 0) again = true;
    } while (again && !stopping.signal.aborted);
  } catch (error) {
    reportFault('storage', 'Outbox pass failed', { error: errorText(error) });
  }
}

function tick(): void {
  if (stopping.signal.aborted) return;
  if (current) {
    again = true;
    return;
  }
  current = drain().finally(() => (current = undefined));
}

/** Stops the worker: no new deliveries, those in flight get STOP_WAIT_MS, rows still leased go back to the pool. */
async function stopOutbox(): Promise<void> {
  clearInterval(timer);
  stopping.abort();
  const running = current;
  if (running) await Promise.race([running, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS))]);
  const released = await releaseClaims(await getDb(), OWNER);
  if (released) console.warn(JSON.stringify({ level: 'Warning', message: 'Outbox rows given back on stop', released }));
}

/** Starts the in-process worker (every 5 s) when a delivery channel is configured; idempotent. */
export function startOutbox(): void {
  if (timer || isStopping() || !settings.formsDeliveryConfigured()) return;
  timer = setInterval(tick, INTERVAL_MS);
  timer.unref();
  onShutdown('work', 'outbox', stopOutbox);
  tick();
}

/** Runs a pass now (after a new submission), starting the worker if needed. */
export function kickOutbox(): void {
  startOutbox();
  if (timer) tick();
}

/** The outbox gauges of /api/metrics (backlog, oldest waiting submission) read the database at each scrape. */
export function watchOutboxBacklog(): void {
  metrics().setOutboxSource(async () => outboxBacklog(await getDb()));
}
