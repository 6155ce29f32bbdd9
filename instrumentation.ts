/**
 * When the Node server starts (not during the build): the route index read (a few seconds at most, so the first
 * unknown addresses already cost Uniform nothing), tracing when configured (off by default, lib/metrics/tracing.ts),
 * checks that form storage takes a write, loudly when it does not (every form post would be refused, and
 * /api/health/ready says 503 until it does), points the outbox gauges of /api/metrics at the database, and starts the
 * outbox worker.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { prepareContent } = await import('./lib/content/start-up');
  await prepareContent();
  const { startTracing } = await import('./lib/metrics/tracing');
  await startTracing(process.env);
  const { dataFile, storageWritable } = await import('./lib/db');
  const storage = await storageWritable();
  if (!storage.ok) {
    const store = process.env.DATABASE_URL ? 'Postgres (DATABASE_URL)' : dataFile(process.env);
    console.error(`\n*** FORM STORAGE IS NOT WRITABLE: every form post will be refused. Store: ${store}. ***\n`);
    const { reportFault } = await import('./lib/metrics/faults');
    reportFault('storage', 'Form storage is not writable', { store, error: storage.error });
  }
  const { startOutbox, watchOutboxBacklog } = await import('./lib/forms/outbox-runner');
  watchOutboxBacklog();
  startOutbox();
}
