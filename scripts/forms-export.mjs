#!/usr/bin/env node
// npm run forms:export [-- file.csv]: every stored submission as CSV (stdout when no file is named).
// Reads Postgres when DATABASE_URL is set, else the embedded database (FORMS_DATA_DIR, default data/).
import { writeFileSync } from 'node:fs';
import { submissionsCsv } from './forms-csv.mjs';
import { embeddedFile, runOnFormsDb } from './forms-db.mjs';

const SELECT = 'SELECT reference, form, created_at, data FROM submission ORDER BY created_at, reference';

const result = await runOnFormsDb(SELECT);
if (!result) console.error(`No submissions yet: ${embeddedFile()} does not exist.`);
const csv = submissionsCsv(result?.rows ?? []);
const out = process.argv[2];
if (out) {
  writeFileSync(out, csv);
  console.error(`Wrote ${out}`);
} else process.stdout.write(csv);
