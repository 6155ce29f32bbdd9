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
