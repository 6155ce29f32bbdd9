// @vitest-environment node
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openDb } from '.';

const run = promisify(execFile);
const PER_PROCESS = 150;

/** Creates the file (rollback journal), opens a write transaction, says so, and commits it after ARGV[2] ms. */
const HOLD_WRITE_LOCK = `
const { createClient } = require('@libsql/client');
const client = createClient({ url: 'file:' + process.argv[1] });
(async () => {
  await client.execute('CREATE TABLE IF NOT EXISTS other (id INTEGER)');
  const writing = await client.transaction('write');
  await writing.execute('INSERT INTO other VALUES (1)');
  process.stdout.write('holding\\n');
  setTimeout(async () => { await writing.commit(); client.close(); }, Number(process.argv[2]));
})();
`;

interface WriterResult {
  stored: number;
  failed: number;
  errors: string[];
}

async function writer(dir: string): Promise<WriterResult> {
  const { stdout } = await run(process.execPath, ['tests/support/libsql-writer.mjs', dir, String(PER_PROCESS)]);
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as WriterResult;
}

describe('the embedded database shared by two processes', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'forms-shared-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stores every submission both processes write at the same time (WAL and a busy timeout)', async () => {
    const results = await Promise.all([writer(dir), writer(dir)]);
    expect(results.map((result) => result.errors)).toEqual([[], []]);
    expect(results.map((result) => result.stored)).toEqual([PER_PROCESS, PER_PROCESS]);
    const db = await openDb({ FORMS_DATA_DIR: dir });
    try {
      const rows = await db.selectFrom('submission').select('reference').execute();
      expect(rows).toHaveLength(2 * PER_PROCESS);
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it('switches a file another process is writing to WAL once the writer commits, not SQLITE_BUSY', async () => {
    // Another process (a second instance starting) writes to a file still in rollback-journal mode for 300 ms. The
    // switch to WAL reads first, then wants the write lock: SQLite answers SQLITE_BUSY at once instead of waiting.
    const writer = spawn(process.execPath, ['-e', HOLD_WRITE_LOCK, join(dir, 'forms.db'), '300'], { stdio: 'pipe' });
    await new Promise<void>((resolve, reject) => {
      writer.stdout.once('data', () => resolve());
      writer.once('exit', (code) => reject(new Error(`the writer exited (${code}) before it held the lock`)));
    });
    const db = await openDb({ FORMS_DATA_DIR: dir });
    try {
      const { sql } = await import('kysely');
      const mode = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
    } finally {
      await db.destroy();
      writer.kill();
    }
  });

  it('opens the file in WAL mode with a busy timeout on every connection', async () => {
    const db = await openDb({ FORMS_DATA_DIR: dir });
    try {
      const { sql } = await import('kysely');
      const mode = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
      // A transaction borrows its own connection: the timeout must hold there too.
      const inTransaction = await db
        .transaction()
        .execute(async (trx) => (await sql<{ timeout: number }>`PRAGMA busy_timeout`.execute(trx)).rows[0]?.timeout);
      expect(inTransaction).toBeGreaterThanOrEqual(5_000);
    } finally {
      await db.destroy();
    }
  });
});
