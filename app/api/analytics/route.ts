import { createAnalyticsRelay, MAX_EVENT_BYTES, parseInsightsEvent } from '@/lib/integrations/analytics-relay';
import { readAnalyticsUpstream } from '@/lib/integrations/config';
import { createTokenBucket } from '@/lib/integrations/token-bucket';
import { clientKey } from '@/lib/integrations/client-key';

export const dynamic = 'force-dynamic';

const upstream = readAnalyticsUpstream(process.env);
const relay = upstream
  ? createAnalyticsRelay({
      upstream,
      onOutage: (reason) =>
        process.stdout.write(
          `${JSON.stringify({ time: new Date().toISOString(), source: 'server', level: 'Error', message: 'analytics collector unavailable', info: { Component: 'AnalyticsRelay', reason } })}\n`,
        ),
    })
  : undefined;

/** Per client: a burst of 60 events, then two a second; a page view sends two or three. */
const bucket = createTokenBucket({ capacity: 60, refillPerSecond: 2 });

/** The body as text, or undefined as soon as it grows past `limit` bytes (nobody can make the server hold more). */
async function readAtMost(request: Request, limit: number): Promise<string | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * Uniform insights events from the browser, relayed to the collector (lib/integrations/analytics-relay.ts). The
 * answer is always JSON, as the insights plugin reads it, and a collector outage is not the visitor's problem (202).
 */
export async function POST(request: Request) {
  if (!relay) return Response.json({ error: 'analytics is not configured' }, { status: 404 });
  if (!bucket.take(clientKey(request))) return Response.json({ error: 'slow down' }, { status: 429, headers: { 'Retry-After': '1' } });
  const raw = await readAtMost(request, MAX_EVENT_BYTES);
  if (raw === undefined) return Response.json({ error: 'event too large' }, { status: 413 });
  const event = parseInsightsEvent(raw);
  if (!event.ok) return Response.json({ error: event.error }, { status: event.status });
  const delivered = await relay(event.body);
  return Response.json({ delivered }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
}
