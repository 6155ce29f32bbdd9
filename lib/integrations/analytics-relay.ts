/**
 * The browser posts Uniform insights events to the site's own `/api/analytics`, which relays them to the configured
 * collector with its bearer token. The token never reaches the browser, the browser only ever talks to its own
 * origin, and a collector that is down or unreachable costs the visitor nothing: the relay answers anyway and logs the
 * outage once, not once per event.
 */
import { z } from 'zod';
import { insightsEventSchema } from './insights-event';
import { jsonText } from './json-text';

export const MAX_EVENT_BYTES = 16_384;
export const RELAY_TIMEOUT_MS = 5_000;
/** Time allowed for the browser to send one event. */
export const EVENT_DEADLINE_MS = 5_000;

export type ParsedEvent = { ok: true; body: string } | { ok: false; status: 400 | 413; error: string };
export type RefusedRequest = { status: 403 | 415; error: string };

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * Only the site's own pages may post events, and only as JSON: the Origin header must name the host the request was
 * sent to (and Sec-Fetch-Site, when the browser sends it, must be same-origin), so another site cannot make its
 * visitors' browsers post events; and a JSON content type cannot be sent cross-site without a CORS preflight.
 */
export function refuseForeignEventRequest(headers: Headers): RefusedRequest | null {
  const host = headers.get('host')?.toLowerCase();
  const origin = headers.get('origin');
  const fetchSite = headers.get('sec-fetch-site');
  if (!host || !origin || hostOf(origin) !== host || (fetchSite !== null && fetchSite !== 'same-origin')) {
    return { status: 403, error: 'events are accepted from this site only' };
  }
  const mediaType = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') return { status: 415, error: 'events must be sent as application/json' };
  return null;
}

const postedEvent = jsonText(z.unknown(), 'event must be JSON').pipe(insightsEventSchema);

/**
 * Checks one posted event (bounded size, a JSON object with a known action and version "1") and rebuilds it from the
 * fields the browser SDK sends (lib/integrations/insights-event.ts): nothing else reaches the collector.
 */
export function parseInsightsEvent(raw: string): ParsedEvent {
  if (new TextEncoder().encode(raw).length > MAX_EVENT_BYTES)
    return { ok: false, status: 413, error: 'event too large' };
  const event = postedEvent.safeParse(raw);
  if (!event.success) return { ok: false, status: 400, error: event.error.issues[0]?.message ?? 'invalid event' };
  return { ok: true, body: JSON.stringify(event.data) };
}

export interface AnalyticsUpstream {
  endpoint: string;
  token?: string;
}

export interface RelayOptions {
  upstream: AnalyticsUpstream;
  fetch?: typeof fetch;
  /** Called when the collector starts failing (and not again until it has answered well once more). */
  onOutage: (reason: string) => void;
  timeoutMs?: number;
}

/** Returns a function that forwards one checked event and reports whether the collector took it. */
export function createAnalyticsRelay({
  upstream,
  fetch: send = fetch,
  onOutage,
  timeoutMs = RELAY_TIMEOUT_MS,
}: RelayOptions) {
  let failing = false;
  const report = (reason: string) => {
    if (!failing) onOutage(reason);
    failing = true;
  };
  return async function relay(body: string): Promise<boolean> {
    try {
      const response = await send(upstream.endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(upstream.token ? { Authorization: `Bearer ${upstream.token}` } : {}),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
        cache: 'no-store',
      });
      await response.body?.cancel();
      if (!response.ok) {
        report(`collector answered ${response.status}`);
        return false;
      }
      failing = false;
      return true;
    } catch (error) {
      report(error instanceof Error ? error.message : String(error));
      return false;
    }
  };
}
