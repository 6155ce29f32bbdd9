#!/usr/bin/env node
// npm run forms:retry: every form delivery still waiting (its back-off can reach an hour) is due now; the running
// servers' outbox workers pick them up within 5 s. Attempts are kept, so a row that fails again backs off as before.
// Postgres when DATABASE_URL is set, else the embedded database (FORMS_DATA_DIR, default data/).
import { runOnFormsDb } from './forms-db.mjs';

const now = Date.now();
const result = await runOnFormsDb(
  'UPDATE outbox SET next_attempt_at = ? WHERE delivered_at IS NULL AND next_attempt_at > ?',
  [now, now],
);
console.log(`${result?.changed ?? 0} waiting deliveries are due now.`);
