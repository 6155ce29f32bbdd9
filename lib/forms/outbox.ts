import { createHmac, randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { OutboxTable } from '../db/schema';
import { claimDue, releaseClaims, type ClaimedRow } from './outbox-claims';
import { DEFAULT_LABELS } from './definitions';
import { errorText, reportFault } from '../metrics/faults';
import { metrics } from '../metrics/registry';

/**
 * The receiver's contract (docs/forms.md, Delivery): answer a delivery with a 2xx within this long, and treat a
 * repeated Idempotency-Key as the same submission. The webhook's timeout is well above it, so a receiver that keeps
 * the contract, even at its limit, is never cut off and asked again.
 */
export const RECEIVER_ANSWER_WITHIN_MS = 10_000;
export const WEBHOOK_TIMEOUT_MS = 30_000;

/**
 * The durable outbox: each submission's deliveries are rows written with it. A worker claims a batch of due rows with
 * a lease (a conditional update only one worker can win, lib/forms/outbox-claims.ts), delivers a few at a time, and
 * marks each delivered; a failure or a timeout sets that row's next attempt with exponential back-off and is reported
 * to the fault log (lib/metrics/faults.ts). A worker that dies mid-delivery leaves a lease that runs out, and the
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
  /** Rows claimed in one pass (default 100). */
  batch?: number;
  /** Deliveries in flight at once (default 8). */
  concurrency?: number;
  now?: () => number;
  /** Once aborted, rows not yet started are given back instead of tried (the server is stopping). */
  signal?: AbortSignal;
  /** Where a failed delivery is reported (default the fault log: one JSON line per fault, repeats counted). */
  report?: typeof reportFault;
}

export interface PassResult {
  delivered: number;
  failed: number;
}

export function backoff(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Runs `work` on every item, at most `limit` at a time, starting none once `signal` is aborted. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
  signal?: AbortSignal,
) {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !signal?.aborted) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return items.slice(next);
}

async function submissionsOf(db: Db, rows: readonly ClaimedRow[]) {
  const references = [...new Set(rows.map((row) => row.reference))];
  const submissions = references.length
    ? await db.selectFrom('submission').selectAll().where('reference', 'in', references).execute()
    : [];
  return new Map(submissions.map((submission) => [submission.reference, submission]));
}

/**
 * One pass: claim up to `batch` due rows, deliver them with at most `concurrency` in flight, mark each delivered or
 * due again after its own back-off. Returns how many rows were delivered and how many failed.
 */
export async function runOutbox(
  db: Db,
  deliverers: Partial<Record<OutboxTable['channel'], Deliverer>>,
  options: OutboxOptions = {},
): Promise<PassResult> {
  const now = options.now ?? Date.now;
  const owner = options.owner ?? randomUUID();
  const report = options.report ?? reportFault;
  const leaseMs = options.leaseMs ?? 60_000;
  const claimedAt = now();
  const rows = await claimDue(db, owner, claimedAt, leaseMs, options.batch ?? 100);
  const submissions = await submissionsOf(db, rows);
  const result: PassResult = { delivered: 0, failed: 0 };
  const deliverRow = async (row: ClaimedRow) => {
    const mine = db.updateTable('outbox').where('id', '=', row.id).where('lease_owner', '=', owner);
    // Behind slow deliveries the batch's lease may run out before this row's turn, and another worker may hold it
    // now. Once a third of the lease has gone, renew the row's lease before sending it, and leave it alone if it is no
    // longer ours (no second delivery). Before that, it is ours for at least two thirds of a lease: enough for one
    // delivery and its timeout, without a write per row when deliveries are quick.
    if (now() > claimedAt + leaseMs / 3) {
      const renewed = await mine
        .set({ lease_until: now() + leaseMs })
        .where('delivered_at', 'is', null)
        .executeTakeFirst();
      if (!Number(renewed.numUpdatedRows)) return;
    }
    try {
      const deliver = deliverers[row.channel];
      if (!deliver) throw new Error(`no ${row.channel} delivery configured`);
      const submission = submissions.get(row.reference);
      if (!submission) throw new Error(`submission ${row.reference} not found`);
      await deliver({
        id: row.id,
        reference: row.reference,
        form: submission.form,
        createdAt: Number(submission.created_at),
        values: JSON.parse(submission.data) as Record<string, unknown>,
      });
      await mine.set({ delivered_at: now(), lease_owner: null, lease_until: null, last_error: null }).execute();
      result.delivered += 1;
      metrics().deliveries.inc({ channel: row.channel, result: 'delivered' });
    } catch (error) {
      const attempts = row.attempts + 1;
      const nextAttemptAt = now() + backoff(attempts, options.baseDelayMs ?? 5_000, options.maxDelayMs ?? 3_600_000);
      const message = errorText(error);
      await mine
        .set({ attempts, next_attempt_at: nextAttemptAt, lease_owner: null, lease_until: null, last_error: message })
        .execute();
      metrics().deliveries.inc({ channel: row.channel, result: 'failed' });
      report('delivery', `Form delivery failed (${row.channel})`, {
        channel: row.channel,
        outboxId: row.id,
        reference: row.reference,
        attempts,
        nextAttemptAt: new Date(nextAttemptAt).toISOString(),
        error: message,
      });
      result.failed += 1;
    }
  };
  const untried = await eachLimited(rows, options.concurrency ?? 8, deliverRow, options.signal);
  await releaseClaims(
    db,
    owner,
    untried.map((row) => row.id),
  );
  return result;
}

/** The webhook's signature header value: HMAC-SHA256 of `timestamp.body` with FORMS_WEBHOOK_SECRET. */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** POSTs the submission as JSON, signed, with the outbox row's id as Idempotency-Key; a non-2xx or a timeout fails. */
export function webhookDeliverer(url: string, secret: string, timeoutMs = WEBHOOK_TIMEOUT_MS): Deliverer {
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
    await response.body?.cancel();
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
