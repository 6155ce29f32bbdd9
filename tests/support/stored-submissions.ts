import { createClient } from '@libsql/client';
import { join } from 'node:path';
import pg from 'pg';

/** The references stored for last names starting with `prefix` (lowercase), read straight from the store. */
export async function storedReferences(env: Record<string, string>, prefix: string): Promise<string[]> {
  const sql = 'SELECT reference FROM submission WHERE last_name_key LIKE ';
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query<{ reference: string }>(`${sql}$1`, [`${prefix}%`])).rows.map((row) => row.reference);
    } finally {
      await client.end();
    }
  }
  const client = createClient({ url: `file:${join(env.FORMS_DATA_DIR!, 'forms.db')}`, timeout: 5_000 });
  try {
    const result = await client.execute({ sql: `${sql}?`, args: [`${prefix}%`] });
    return result.rows.map((row) => String(row.reference));
  } finally {
    client.close();
  }
}
