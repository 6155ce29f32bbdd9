/**
 * The browser posts Uniform insights events to the site's own `/api/analytics`, which relays them to the configured
 * collector with its bearer token. The token never reaches the browser, the browser only ever talks to its own
 * origin, and a collector that is down or unreachable costs the visitor nothing: the relay answers anyway and logs the
 * outage once, not once per event.
 */
export const ANALYTICS_RELAY_PATH = '/api/analytics';
export const MAX_EVENT_BYTES = 16_384;
export const RELAY_TIMEOUT_MS = 5_000;

/** The event actions of SPEC §7, the only ones relayed. */
export const INSIGHTS_ACTIONS = ['session_start', 'page_hit', 'test_result', 'personalization_result', 'goal_convert', 'scores_change'] as const;

export type ParsedEvent = { ok: true; body: string } | { ok: false; status: 400 | 413; error: string };

/** Checks one posted event: bounded size, a JSON object with a known action and version "1". */
export function parseInsightsEvent(raw: string): ParsedEvent {
  if (new TextEncoder().encode(raw).length > MAX_EVENT_BYTES) return { ok: false, status: 413, error: 'event too large' };
  let event: unknown;
  try {
    event = JSON.parse(raw);
  } catch {
    return { ok: false, status: 400, error: 'event must be JSON' };
  }
  if (!event || typeof event !== 'object' || Array.isArray(event)) return { ok: false, status: 400, error: 'event must be an object' };
  const { action, version } = event as Record<string, unknown>;
  if (!INSIGHTS_ACTIONS.includes(action as (typeof INSIGHTS_ACTIONS)[number])) return { ok: false, status: 400, error: 'unknown action' };
  if (version !== '1') return { ok: false, status: 400, error: 'unknown version' };
  return { ok: true, body: raw };
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
export function createAnalyticsRelay({ upstream, fetch: send = fetch, onOutage, timeoutMs = RELAY_TIMEOUT_MS }: RelayOptions) {
  let failing = false;
  const report = (reason: string) => {
    if (!failing) onOutage(reason);
    failing = true;
  };
  return async function relay(body: string): Promise<boolean> {
    try {
      const response = await send(upstream.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(upstream.token ? { Authorization: `Bearer ${upstream.token}` } : {}) },
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
