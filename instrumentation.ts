/** Starts the forms outbox worker in the Node server (not during the build). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startOutbox } = await import('./lib/forms/outbox-runner');
  startOutbox();
}
