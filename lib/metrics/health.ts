import 'server-only';
import { redisAnswers } from './cache-health';
import { storageWritable } from '../db';
import { isStopping } from '../lifecycle/shutdown';
import { settings } from '../settings';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Liveness: the process answers. Restart it only when this fails. */
export async function liveness(): Promise<Response> {
  return Response.json({ status: 'ok' }, { headers: NO_STORE });
}

/**
 * Readiness: 503 only while this instance, and not its neighbours, should get no traffic: the server is shutting down,
 * or its own embedded form storage (no DATABASE_URL) takes no write. A shared dependency that fails (Redis, Postgres)
 * fails for every instance at once: taking them all out of the balancer or the Service would turn a degraded site
 * (pages served from each instance's cache, a quote request told to try again) into no site, so it shows as
 * `"status": "degraded"` with a 200, and in the fault log and metrics. Anyone may ask, so the answer names generic
 * states only: the storage's own error goes to the log, and the build id is in the server's start-up line.
 */
export async function readiness(): Promise<Response> {
  const redisUrl = settings.redisUrl();
  const [cacheUp, storage] = await Promise.all([
    redisUrl ? redisAnswers(redisUrl) : Promise.resolve(true),
    storageWritable(),
  ]);
  if (!storage.ok)
    console.error(JSON.stringify({ level: 'Error', message: 'Form storage takes no write', error: storage.error }));
  const cache = redisUrl ? (cacheUp ? 'redis' : 'unreachable') : 'local';
  const stopping = isStopping();
  const storageIsOwn = !settings.databaseUrl();
  const ready = !stopping && (storage.ok || !storageIsOwn);
  return Response.json(
    {
      status: cacheUp && storage.ok && !stopping ? 'ok' : 'degraded',
      cache,
      storage: storage.ok ? 'writable' : 'unwritable',
      ...(stopping ? { stopping: true } : {}),
    },
    { status: ready ? 200 : 503, headers: NO_STORE },
  );
}
