import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Kysely, PostgresDialect } from 'kysely';
import { LibsqlDialect } from './libsql-dialect';
import { type Client, createClient } from '@libsql/client';
import pg from 'pg';
import { migrate } from './migrations';
import type { Database } from './schema';
import { onShutdown } from '../lifecycle/shutdown';
import { errorText, reportFault } from '../metrics/faults';
import { environment } from '../settings';

export type Db = Kysely<Database>;

// Postgres hands bigint columns back as strings; every one here is a time in milliseconds, well within a number.
pg.types.setTypeParser(20, Number);
type Env = Record<string, string | undefined>;

/** How long a write waits for another process's lock on the embedded file before it fails with SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5_000;

/** The embedded database file: FORMS_DATA_DIR (default `data/`, gitignored) / forms.db. */
export function dataFile(env: Env): string {
  return resolve(/* turbopackIgnore: true */ process.cwd(), env.FORMS_DATA_DIR || 'data', 'forms.db');
}

/** Postgres when DATABASE_URL is set, otherwise the embedded libSQL file (created, with its folder, on first use). */
export async function openDb(env: Env = environment()): Promise<Db> {
  let db: Db;
  if (env.DATABASE_URL) {
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgresPool(env.DATABASE_URL) }) });
  } else {
    const file = dataFile(env);
    mkdirSync(dirname(file), { recursive: true });
    // One connection: SQLite writes one at a time anyway, and a queue beats SQLITE_BUSY under a burst. Another
    // process on the same file (a second instance, npm run forms:retry) holds the write lock now and then: wait for
    // it (the client sets the busy timeout on every connection it opens), and let readers go on beside the writer
    // (WAL, which stays set in the file).
    const client = createClient({ url: `file:${file}`, concurrency: 1, timeout: BUSY_TIMEOUT_MS });
    await switchToWriteAheadLog(client);
    db = new Kysely<Database>({ dialect: new LibsqlDialect(client) });
  }
  await migrate(db as Kysely<unknown>);
  return db;
}

/**
 * Switches the file to WAL. The switch reads the file and then wants the write lock; SQLite will not wait for a lock
 * it wants to upgrade (that could deadlock), so while another process writes (two instances starting together) it
 * fails at once with SQLITE_BUSY. Retry it for as long as a write would wait.
 */
async function switchToWriteAheadLog(client: Client): Promise<void> {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      await client.execute('PRAGMA journal_mode = WAL');
      return;
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      await sleep(Math.min(20 * attempt, 200) * (0.5 + Math.random()));
    }
  }
}

function isBusy(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY')
  );
}

/**
 * A pool whose idle connections may die (Postgres restarts, a failover): each such connection emits `error` on the
 * pool, which with no listener is an uncaught exception. Here it is one fault line (folded per minute), and the pool
 * opens a fresh connection for the next query.
 */
export function postgresPool(connectionString: string, report = reportFault): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', (error) => report('pool', 'Postgres connection lost', { error: errorText(error) }));
  return pool;
}

let shared: Promise<Db> | undefined;

/** The server's one database handle, closed when the server shuts down (after the outbox worker has stopped). */
export function getDb(): Promise<Db> {
  if (!shared) {
    const opening = openDb();
    shared = opening;
    opening.then(
      (db) => onShutdown('close', 'database', () => db.destroy()),
      () => {
        shared = undefined;
      },
    );
  }
  return shared;
}

/**
 * Whether form storage takes a write now: an update that matches no row still needs the write lock (SQLite) or a
 * writable transaction (Postgres), so a read-only file, a full lock or a read-only replica fails it.
 */
export async function storageWritable(): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    const db = await getDb();
    await db.updateTable('outbox').set({ last_error: null }).where('id', '=', '').execute();
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
