#!/usr/bin/env node
// npm run forms:export [-- file.csv]: every stored submission as CSV (stdout when no file is named).
// Reads Postgres when DATABASE_URL is set, else the embedded database (FORMS_DATA_DIR, default data/).
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { submissionsCsv } from './forms-csv.mjs';

const SELECT = 'SELECT reference, form, created_at, data FROM submission ORDER BY created_at, reference';

async function readRows() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(SELECT)).rows;
    } finally {
      await client.end();
    }
  }
  const file = resolve(process.env.FORMS_DATA_DIR || 'data', 'forms.db');
  if (!existsSync(file)) {
    console.error(`No submissions yet: ${file} does not exist.`);
    return [];
  }
  const { createClient } = await import('@libsql/client');
  const client = createClient({ url: `file:${file}` });
  try {
    return (await client.execute(SELECT)).rows;
  } finally {
    client.close();
  }
}

const csv = submissionsCsv(await readRows());
const out = process.argv[2];
if (out) {
  writeFileSync(out, csv);
  console.error(`Wrote ${out}`);
} else process.stdout.write(csv);
