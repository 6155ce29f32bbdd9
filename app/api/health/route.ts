import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { redisAnswers } from '@/lib/cache-health';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * For load balancers and the container's HEALTHCHECK: 200 with the build id when this instance serves (it answered)
 * and reaches its cache; 503 when REDIS_URL is set and Redis does not answer. Pages still serve from the instance's
 * own cache then, but a balancer should prefer an instance whose revalidations reach the others.
 */
export async function GET() {
  const buildId = (
    await readFile(join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8')
  ).trim();
  const redisUrl = process.env.REDIS_URL;
  const cache = redisUrl ? ((await redisAnswers(redisUrl)) ? 'redis' : 'unreachable') : 'local';
  const status = cache === 'unreachable' ? 503 : 200;
  return Response.json({ status: status === 200 ? 'ok' : 'degraded', buildId, cache }, { status, headers: NO_STORE });
}
