import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NEXT_HEADERS } from '../serve/next-private';
import { metrics } from './registry';
import { routeKind } from './route-kind';

export const LIVE_PATH = '/api/health/live';
export const METRICS_PATH = '/api/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

function hasToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return Boolean(match) && timingSafeEqual(digest(match![1]!), digest(token));
}

function send(res: ServerResponse, status: number, type: string, body: string, extra: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...extra });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * The server's own signals, answered before the front door and Next:
 * - liveness (`/api/health/live`): 200 as long as the event loop turns; no file, database, Redis or render behind it,
 *   so a container under CPU load or with a dependency down is not restarted for it;
 * - `/api/metrics` (Prometheus text) when METRICS_TOKEN is set, to `Authorization: Bearer <token>` only;
 * - every other request is timed and counted by route kind when its answer is finished.
 * Returns true when it answered the request itself.
 */
export function createSignals({ metricsToken }: { metricsToken?: string }) {
  const token = metricsToken?.trim();
  return function signals(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '/';
    const path = url.split('?')[0];
    const readOnly = req.method === 'GET' || req.method === 'HEAD';
    if (path === LIVE_PATH && readOnly) {
      send(res, 200, 'application/json', '{"status":"ok"}');
      return true;
    }
    if (path === METRICS_PATH && token) {
      if (!readOnly) send(res, 405, 'text/plain', 'Method Not Allowed\n', { Allow: 'GET, HEAD' });
      else if (!hasToken(req.headers.authorization, token))
        send(res, 401, 'text/plain', 'Unauthorized\n', { 'WWW-Authenticate': 'Bearer realm="metrics"' });
      else
        metrics()
          .registry.metrics()
          .then(
            (text) => send(res, 200, metrics().registry.contentType, text),
            () => send(res, 500, 'text/plain', 'Metrics unavailable\n'),
          );
      return true;
    }
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = res.statusCode;
      metrics().requests.observe({ kind: routeKind(url, status), status: `${Math.floor(status / 100)}xx` }, seconds);
      const cache = res.getHeader(NEXT_HEADERS.cacheState);
      if (typeof cache === 'string') metrics().pageCache.inc({ result: cache.toLowerCase() });
    });
    return false;
  };
}
