// @vitest-environment node
import pg from 'pg';
import { createFaultLog } from '../metrics/faults';
import { postgresPool } from '.';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function collectingLog(windowMs: number) {
  const lines: Record<string, unknown>[] = [];
  const report = createFaultLog({ windowMs, write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { lines, report };
}

describe('the Postgres pool when its connections die', () => {
  it('turns 95 connection errors into one JSON line, and one more with their count, instead of a crash', async () => {
    const { lines, report } = collectingLog(50);
    const pool = postgresPool('postgres://nobody@127.0.0.1:1/none', report);
    const error = new Error('terminating connection due to administrator command');
    // Without a listener, EventEmitter throws an `error` event: the uncaught exception of a Postgres restart.
    for (let i = 0; i < 95; i += 1) expect(() => pool.emit('error', error)).not.toThrow();
    expect(lines).toEqual([
      expect.objectContaining({ level: 'Error', kind: 'pool', message: 'Postgres connection lost', count: 1 }),
    ]);
    expect(lines[0]).toMatchObject({ error: error.message });
    expect(JSON.stringify(lines[0])).not.toContain('    at '); // no stack
    await wait(120);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ kind: 'pool', count: 94, repeated: true });
    await pool.end();
  });

  const url = process.env.TEST_DATABASE_URL;
  it.skipIf(!url)('logs one line when Postgres ends every idle connection, and the next query succeeds', async () => {
    const { lines, report } = collectingLog(60_000);
    const pool = postgresPool(url!, report);
    // Ten idle connections in the pool, as after a burst of posts.
    const clients = await Promise.all(Array.from({ length: 10 }, () => pool.connect()));
    const pids = clients.map((client) => (client as unknown as { processID: number }).processID);
    for (const client of clients) client.release();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
    await admin.end();
    for (let i = 0; i < 50 && pool.idleCount > 0; i += 1) await wait(20);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ kind: 'pool', message: 'Postgres connection lost', count: 1 });
    expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await pool.end();
  });
});
