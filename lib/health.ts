import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { redisAnswers } from './cache-health';
import { storageWritable } from './db';
import { isStopping } from './serve/shutdown';

const NO_STORE = { 'Cache-Control': 'no-store' };

async function buildId(): Promise<string> {
  return (await readFile(join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8')).trim();
}

/** Liveness: the process answers. Restart it only when this fails. */
export async function liveness(): Promise<Response> {
  return Response.json({ status: 'ok', buildId: await buildId() }, { headers: NO_STORE });
}

/**
 * Readiness: 200 when this instance should get traffic, 503 with what is wrong when not: form storage takes no write
 * (a quote request would be refused), REDIS_URL is set and Redis does not answer (revalidations would not reach the
 * other instances), or the server is shutting down.
 */
export async function readiness(): Promise<Response> {
  const redisUrl = process.env.REDIS_URL;
  const [id, cacheUp, storage] = await Promise.all([
    buildId(),
    redisUrl ? redisAnswers(redisUrl) : Promise.resolve(true),
    storageWritable(),
  ]);
  const cache = redisUrl ? (cacheUp ? 'redis' : 'unreachable') : 'local';
  const stopping = isStopping();
  const ready = cacheUp && storage.ok && !stopping;
  return Response.json(
    {
      status: ready ? 'ok' : 'degraded',
      buildId: id,
      cache,
      storage: storage.ok ? 'writable' : 'unwritable',
      ...(storage.ok ? {} : { storageError: storage.error }),
      ...(stopping ? { stopping: true } : {}),
    },
    { status: ready ? 200 : 503, headers: NO_STORE },
  );
}
