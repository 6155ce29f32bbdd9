import pg from 'pg';

export interface TestDatabase {
  name: string;
  /** The environment openDb reads: a new, empty database for this test file. */
  env: () => Promise<Record<string, string>>;
}

/**
 * The databases a storage test runs against: always the embedded libSQL file (a temporary folder per file); Postgres
 * too when TEST_DATABASE_URL is set (.ci/run starts one from Debian's postgresql), as a database of its own per test
 * file so files running side by side never see each other's rows. On CI a missing Postgres fails, never skips.
 */
export function testDatabases(file: string): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI === 'true') throw new Error('TEST_DATABASE_URL is required on CI (Postgres suite)');
  if (!url) console.warn(`Postgres storage tests skipped in ${file}: TEST_DATABASE_URL is not set`);
  const libsql: TestDatabase = { name: 'libSQL', env: async () => ({}) };
  if (!url) return [libsql];
  const postgres: TestDatabase = {
    name: 'Postgres',
    env: async () => {
      const database = `test_${file.replace(/\W/g, '_')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      const target = new URL(url);
      target.pathname = `/${database}`;
      return { DATABASE_URL: target.toString() };
    },
  };
  return [libsql, postgres];
}
