import {
  createAnalyticsRelay,
  EVENT_DEADLINE_MS,
  MAX_EVENT_BYTES,
  parseInsightsEvent,
  refuseForeignEventRequest,
} from '@/lib/integrations/analytics-relay';
import { readAnalyticsUpstream } from '@/lib/integrations/config';
import { createLimit, requestAddress } from '@/lib/limits';
import { readBody } from '@/lib/integrations/read-body';
import { environment } from '@/lib/settings';

export const dynamic = 'force-dynamic';

const upstream = readAnalyticsUpstream(environment());
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
const limit = createLimit('analytics', { capacity: 60, refillPerSecond: 2 });

/**
 * Uniform insights events from the browser, relayed to the collector (lib/integrations/analytics-relay.ts). The
 * answer is always JSON, as the insights plugin reads it, and a collector outage is not the visitor's problem (202).
 * Posts from other sites and other content types are refused first, whether or not analytics is configured.
 */
export async function POST(request: Request) {
  const refused = refuseForeignEventRequest(request.headers);
  if (refused) return Response.json({ error: refused.error }, { status: refused.status });
  if (!relay) return Response.json({ error: 'analytics is not configured' }, { status: 404 });
  if (!(await limit.take(requestAddress(request.headers))))
    return Response.json({ error: 'slow down' }, { status: 429, headers: { 'Retry-After': '1' } });
  const raw = await readBody(request, { maxBytes: MAX_EVENT_BYTES, deadlineMs: EVENT_DEADLINE_MS });
  if (!raw.ok) {
    return raw.reason === 'too-large'
      ? Response.json({ error: 'event too large' }, { status: 413 })
      : Response.json({ error: 'event too slow' }, { status: 408 });
  }
  const event = parseInsightsEvent(raw.text);
  if (!event.ok) return Response.json({ error: event.error }, { status: event.status });
  const delivered = await relay(event.body);
  return Response.json({ delivered }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
}
