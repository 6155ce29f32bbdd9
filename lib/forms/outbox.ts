import { createHmac, randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { OutboxTable } from '../db/schema';
import { DEFAULT_LABELS } from './definitions';

/**
 * The durable outbox: each submission's deliveries are rows written with it. A worker claims due rows with a lease
 * (a conditional update only one worker can win), delivers, and marks them delivered; a failure or a timeout sets
 * the next attempt with exponential back-off. A worker that dies mid-delivery leaves a lease that runs out, and the
 * row is tried again: delivery is at least once, and every retry carries the same idempotency key (webhook) or
 * Message-ID (e-mail) so the receiver can drop a repeat.
 */
export interface Delivery {
  id: string;
  reference: string;
  form: string;
  createdAt: number;
  values: Record<string, unknown>;
}

export type Deliverer = (delivery: Delivery) => Promise<void>;

export interface OutboxOptions {
  owner?: string;
  leaseMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  batch?: number;
  now?: () => number;
}

export function backoff(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

type Row = Pick<OutboxTable, 'id' | 'reference' | 'channel'> & { attempts: number };

async function claim(db: Db, owner: string, now: number, leaseMs: number, batch: number): Promise<Row[]> {
  const due = await db
    .selectFrom('outbox')
    .select(['id', 'reference', 'channel', 'attempts'])
    .where('delivered_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('next_attempt_at')
    .limit(batch)
    .execute();
  const claimed: Row[] = [];
  for (const row of due) {
    const result = await db
      .updateTable('outbox')
      .set({ lease_owner: owner, lease_until: now + leaseMs })
      .where('id', '=', row.id)
      .where('delivered_at', 'is', null)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(row);
  }
  return claimed;
}

/** One pass: claim what is due and deliver it. Returns how many rows were delivered and how many failed. */
export async function runOutbox(
  db: Db,
  deliverers: Partial<Record<OutboxTable['channel'], Deliverer>>,
  options: OutboxOptions = {},
): Promise<{ delivered: number; failed: number }> {
  const now = options.now ?? Date.now;
  const owner = options.owner ?? randomUUID();
  const rows = await claim(db, owner, now(), options.leaseMs ?? 60_000, options.batch ?? 20);
  let delivered = 0;
  let failed = 0;
  await Promise.all(
    rows.map(async (row) => {
      const mine = db.updateTable('outbox').where('id', '=', row.id).where('lease_owner', '=', owner);
      try {
        const deliver = deliverers[row.channel];
        if (!deliver) throw new Error(`no ${row.channel} delivery configured`);
        const submission = await db
          .selectFrom('submission')
          .selectAll()
          .where('reference', '=', row.reference)
          .executeTakeFirstOrThrow();
        await deliver({
          id: row.id,
          reference: row.reference,
          form: submission.form,
          createdAt: Number(submission.created_at),
          values: JSON.parse(submission.data) as Record<string, unknown>,
        });
        await mine.set({ delivered_at: now(), lease_owner: null, lease_until: null, last_error: null }).execute();
        delivered += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        const delay = backoff(attempts, options.baseDelayMs ?? 5_000, options.maxDelayMs ?? 3_600_000);
        await mine
          .set({
            attempts,
            next_attempt_at: now() + delay,
            lease_owner: null,
            lease_until: null,
            last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
          })
          .execute();
        failed += 1;
      }
    }),
  );
  return { delivered, failed };
}

/** The webhook's signature header value: HMAC-SHA256 of `timestamp.body` with FORMS_WEBHOOK_SECRET. */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** POSTs the submission as JSON, signed, with the outbox row's id as Idempotency-Key; a non-2xx or a timeout fails. */
export function webhookDeliverer(url: string, secret: string, timeoutMs = 10_000): Deliverer {
  return async (delivery) => {
    const body = JSON.stringify({
      reference: delivery.reference,
      form: delivery.form,
      createdAt: new Date(delivery.createdAt).toISOString(),
      values: delivery.values,
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': delivery.id,
        'X-Verdance-Signature': signWebhook(secret, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}

/** Any line break a mail client may show as one, and control characters that have no place in a visitor's text. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;

/** A visitor's value on its line: each further line indented, so none can pass for a `Label:` line of its own. */
function field(value: unknown): string {
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  return text.replace(LINE_BREAK, '\n    ').replace(CONTROL, '');
}

/** The submission as plain text: one `Label: value` line per field, a multi-line value's further lines indented. */
export function plainText(delivery: Delivery): string {
  const lines = Object.entries(delivery.values)
    .filter(([, value]) => value !== '' && !(Array.isArray(value) && value.length === 0))
    .map(([name, value]) => `${DEFAULT_LABELS[name] ?? name}: ${field(value)}`);
  return [`Reference: ${delivery.reference}`, `Form: ${delivery.form}`, ...lines].join('\n');
}
