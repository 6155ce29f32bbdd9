#!/usr/bin/env node
/**
 * `node tools/bench/outbox-drain.mjs [rows]`: how long the outbox takes to deliver a backlog (default 1,000 rows) to a
 * webhook receiver that answers at once, with the worker's own settings (passes of 100, 8 in flight). Runs on the
 * embedded file, and on Postgres too when DATABASE_URL is set. Prints figures; asserts nothing.
 */
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTs } from '../../tests/support/load-ts.mjs';

const { openDb } = loadTs('lib/db/index.ts');
const { saveSubmission } = loadTs('lib/forms/store.ts');
const { runOutbox, webhookDeliverer } = loadTs('lib/forms/outbox.ts');

const rows = Number(process.argv[2] ?? 1000);
let received = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received += 1;
    res.writeHead(204).end();
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const deliver = webhookDeliverer(`http://127.0.0.1:${receiver.address().port}/hook`, 'bench-secret');

async function drain(name, env) {
  const db = await openDb(env);
  await db.deleteFrom('outbox').execute();
  await db.deleteFrom('submission').execute();
  for (let i = 0; i < rows; i += 100)
    await Promise.all(
      Array.from({ length: Math.min(100, rows - i) }, (_, j) =>
        saveSubmission(db, 'contact', { lastName: `Bench${i + j}` }, ['webhook']),
      ),
    );
  received = 0;
  const started = performance.now();
  let passes = 0;
  for (;;) {
    const pass = await runOutbox(db, { webhook: deliver });
    if (pass.delivered + pass.failed === 0) break;
    passes += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  await db.destroy();
  console.log(
    JSON.stringify({
      store: name,
      rows,
      delivered: received,
      passes,
      seconds: Math.round(seconds * 10) / 10,
      rowsPerSecond: Math.round(received / seconds),
    }),
  );
}

const dir = mkdtempSync(join(tmpdir(), 'outbox-bench-'));
try {
  await drain('libSQL', { FORMS_DATA_DIR: dir });
  if (process.env.DATABASE_URL) await drain('Postgres', { DATABASE_URL: process.env.DATABASE_URL });
} finally {
  receiver.close();
  rmSync(dir, { recursive: true, force: true });
}
