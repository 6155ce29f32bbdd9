import 'server-only';
import { redisAnswers } from './cache-health';
import { storageWritable } from './db';
import { isStopping } from './serve/shutdown';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Liveness: the process answers. Restart it only when this fails. */
export async function liveness(): Promise<Response> {
  return Response.json({ status: 'ok' }, { headers: NO_STORE });
}

/**
 * Readiness: 200 when this instance should get traffic, 503 with what is wrong when not: form storage takes no write
 * (a quote request would be refused), REDIS_URL is set and Redis does not answer (revalidations would not reach the
 * other instances), or the server is shutting down. Anyone may ask, so the answer names generic states only: the
 * storage's own error (paths, hosts, users) goes to the log, and the build id is in the server's start-up line.
 */
export async function readiness(): Promise<Response> {
  const redisUrl = process.env.REDIS_URL;
  const [cacheUp, storage] = await Promise.all([
    redisUrl ? redisAnswers(redisUrl) : Promise.resolve(true),
    storageWritable(),
  ]);
  if (!storage.ok)
    console.error(JSON.stringify({ level: 'Error', message: 'Form storage takes no write', error: storage.error }));
  const cache = redisUrl ? (cacheUp ? 'redis' : 'unreachable') : 'local';
  const stopping = isStopping();
  const ready = cacheUp && storage.ok && !stopping;
  return Response.json(
    {
      status: ready ? 'ok' : 'degraded',
      cache,
      storage: storage.ok ? 'writable' : 'unwritable',
      ...(stopping ? { stopping: true } : {}),
    },
    { status: ready ? 200 : 503, headers: NO_STORE },
  );
}
