#!/usr/bin/env node
// npm run forms:retry: every form delivery still waiting (its back-off can reach an hour) is due now; the running
// servers' outbox workers pick them up within 5 s. Attempts are kept, so a row that fails again backs off as before.
// Postgres when DATABASE_URL is set, else the embedded database (FORMS_DATA_DIR, default data/).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const now = Date.now();

async function retryAll() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const sql = 'UPDATE outbox SET next_attempt_at = $1 WHERE delivered_at IS NULL AND next_attempt_at > $1';
      return (await client.query(sql, [now])).rowCount ?? 0;
    } finally {
      await client.end();
    }
  }
  const file = resolve(process.env.FORMS_DATA_DIR || 'data', 'forms.db');
  if (!existsSync(file)) return 0;
  const { createClient } = await import('@libsql/client');
  // The servers may be writing the same file: wait for their lock as they wait for each other's.
  const client = createClient({ url: `file:${file}`, timeout: 5_000 });
  try {
    const sql = 'UPDATE outbox SET next_attempt_at = ? WHERE delivered_at IS NULL AND next_attempt_at > ?';
    return (await client.execute({ sql, args: [now, now] })).rowsAffected;
  } finally {
    client.close();
  }
}

console.log(`${await retryAll()} waiting deliveries are due now.`);
