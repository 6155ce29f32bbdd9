// The forms database of the running servers, for the maintenance scripts (forms:export, forms:retry): Postgres when
// DATABASE_URL is set, else the embedded file (FORMS_DATA_DIR, default data/).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const embeddedFile = () => resolve(process.env.FORMS_DATA_DIR || 'data', 'forms.db');

/**
 * Runs one statement, written with `?` placeholders, and resolves to its rows and the number of rows it changed;
 * undefined when the embedded file does not exist yet.
 */
export async function runOnFormsDb(sql, args = []) {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      let index = 0;
      const { rows, rowCount } = await client.query(
        sql.replace(/\?/g, () => `$${(index += 1)}`),
        args,
      );
      return { rows, changed: rowCount ?? 0 };
    } finally {
      await client.end();
    }
  }
  const file = embeddedFile();
  if (!existsSync(file)) return undefined;
  const { createClient } = await import('@libsql/client');
  // The servers may be writing the same file: wait for their lock as they wait for each other's.
  const client = createClient({ url: `file:${file}`, timeout: 5_000 });
  try {
    const { rows, rowsAffected } = await client.execute({ sql, args });
    return { rows, changed: rowsAffected };
  } finally {
    client.close();
  }
}
