import 'server-only';
import { getDb } from '../db';
import { mailDeliverer } from './mail';
import { type Deliverer, runOutbox, webhookDeliverer } from './outbox';

const INTERVAL_MS = 5_000;
let timer: NodeJS.Timeout | undefined;
let running = false;
let again = false;

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

async function tick(): Promise<void> {
  if (running) {
    again = true;
    return;
  }
  running = true;
  try {
    configured ??= deliverers(process.env);
    do {
      again = false;
      await runOutbox(await getDb(), configured);
    } while (again);
  } catch (error) {
    console.error('forms: outbox pass failed', error);
  } finally {
    running = false;
  }
}

/** Starts the in-process worker (every 5 s) when a delivery channel is configured; idempotent. */
export function startOutbox(): void {
  if (timer || !(process.env.FORMS_WEBHOOK_URL || process.env.SMTP_URL)) return;
  timer = setInterval(() => void tick(), INTERVAL_MS);
  timer.unref();
  void tick();
}

/** Runs a pass now (after a new submission), starting the worker if needed. */
export function kickOutbox(): void {
  startOutbox();
  if (timer) void tick();
}
