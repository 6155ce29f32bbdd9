import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db';
import type { Database, OutboxTable } from '../db/schema';

export type ClaimedRow = Pick<OutboxTable, 'id' | 'reference' | 'channel'> & { attempts: number };

/** Nobody holds the row: never leased, or the lease ran out (its worker died). */
const leaseFree = (now: number) => (eb: ExpressionBuilder<Database, 'outbox'>) =>
  eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]);

/**
 * Leases up to `batch` due rows to `owner` until `now + leaseMs`: one conditional update for the whole batch (a row
 * another worker leased in between is left to it), then the rows this owner holds with exactly that lease.
 */
export async function claimDue(
  db: Db,
  owner: string,
  now: number,
  leaseMs: number,
  batch: number,
): Promise<ClaimedRow[]> {
  const due = await db
    .selectFrom('outbox')
    .select('id')
    .where('delivered_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where(leaseFree(now))
    .orderBy('next_attempt_at')
    .limit(batch)
    .execute();
  if (!due.length) return [];
  const ids = due.map((row) => row.id);
  const until = now + leaseMs;
  await db
    .updateTable('outbox')
    .set({ lease_owner: owner, lease_until: until })
    .where('id', 'in', ids)
    .where('delivered_at', 'is', null)
    .where(leaseFree(now))
    .execute();
  return db
    .selectFrom('outbox')
    .select(['id', 'reference', 'channel', 'attempts'])
    .where('id', 'in', ids)
    .where('lease_owner', '=', owner)
    .where('lease_until', '=', until)
    .where('delivered_at', 'is', null)
    .orderBy('next_attempt_at')
    .execute();
}

/** Gives back rows `owner` leased but never tried (a worker stopping): due again at once, for any worker. */
export async function releaseClaims(db: Db, owner: string, ids?: readonly string[]): Promise<number> {
  let query = db
    .updateTable('outbox')
    .set({ lease_owner: null, lease_until: null })
    .where('lease_owner', '=', owner)
    .where('delivered_at', 'is', null);
  if (ids) {
    if (!ids.length) return 0;
    query = query.where('id', 'in', ids);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Deliveries for submissions stored while no channel was configured (they have no outbox row at all): one row per
 * configured channel, due now. The row id is derived from the reference and channel, so two instances starting at once
 * add each row once. Returns how many rows were added.
 */
export async function enqueueUndelivered(
  db: Db,
  channels: readonly OutboxTable['channel'][],
  now: number,
): Promise<number> {
  if (!channels.length) return 0;
  const waiting = await db
    .selectFrom('submission')
    .select('reference')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('outbox').select('outbox.id').whereRef('outbox.reference', '=', 'submission.reference'))),
    )
    .execute();
  let added = 0;
  for (let start = 0; start < waiting.length; start += 200) {
    const rows = waiting.slice(start, start + 200).flatMap(({ reference }) =>
      channels.map((channel) => ({
        id: `${reference}:${channel}`,
        reference,
        channel,
        next_attempt_at: now,
        lease_owner: null,
        lease_until: null,
        delivered_at: null,
        last_error: null,
      })),
    );
    const result = await db
      .insertInto('outbox')
      .values(rows)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

/** Deliveries not yet made, and when the oldest submission still waiting for one was stored (for the metrics). */
export async function outboxBacklog(db: Db): Promise<{ backlog: number; oldestCreatedAt: number | null }> {
  const row = await db
    .selectFrom('outbox')
    .innerJoin('submission', 'submission.reference', 'outbox.reference')
    .select(({ fn }) => [fn.countAll<number | string>().as('backlog'), fn.min('submission.created_at').as('oldest')])
    .where('outbox.delivered_at', 'is', null)
    .executeTakeFirst();
  const oldest = row?.oldest;
  return {
    backlog: Number(row?.backlog ?? 0),
    oldestCreatedAt: oldest === null || oldest === undefined ? null : Number(oldest),
  };
}
