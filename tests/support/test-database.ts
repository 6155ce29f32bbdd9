/**
 * The databases a storage test runs against: always the embedded libSQL file; Postgres too when TEST_DATABASE_URL
 * is set (.ci/run starts one from Debian's postgresql). On CI a missing Postgres is a failure, never a silent skip.
 */
export function testDatabaseEnv(): { name: string; env: () => Record<string, string> }[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI === 'true') throw new Error('TEST_DATABASE_URL is required on CI (Postgres suite)');
  if (!url) console.warn('Postgres storage tests skipped: TEST_DATABASE_URL is not set');
  return [
    { name: 'libSQL', env: () => ({}) },
    ...(url ? [{ name: 'Postgres', env: () => ({ DATABASE_URL: url }) }] : []),
  ];
}
