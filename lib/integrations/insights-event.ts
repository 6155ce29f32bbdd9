/**
 * Rebuilds an insights event from an allow-list, so the relay never forwards, with its bearer token, anything the
 * browser SDK does not send. The fields are those of @uniformdev/context's createInsightsClient: the SPEC §7 event
 * fields, and a payload (a JSON string) of base fields plus a few per action. Anything else is dropped, a field of the
 * wrong type is dropped rather than converted, and every string is cut to a bound.
 */
export const INSIGHTS_ACTIONS = ['session_start', 'page_hit', 'test_result', 'personalization_result', 'goal_convert', 'scores_change'] as const;
export type InsightsAction = (typeof INSIGHTS_ACTIONS)[number];

type Kind = 'id' | 'agent' | 'text' | 'flag' | 'scores' | 'composition';
type Fields = Record<string, Kind>;
type Json = string | number | boolean | { [key: string]: Json };

const MAX_LENGTH = { id: 128, agent: 512, text: 2_048 } as const;
const MAX_ENTRIES = 100;

const EVENT_FIELDS: Fields = { session_id: 'id', visitor_id: 'id', page_view_id: 'id', timestamp: 'id' };
const BASE_FIELDS: Fields = { 'user-agent': 'agent', locale: 'id', location: 'id', referrer: 'text', pathname: 'text', href: 'text' };
const ACTION_FIELDS: Record<InsightsAction, Fields> = {
  session_start: { previous_session_id: 'id' },
  page_hit: {},
  test_result: {
    name: 'id',
    variantId: 'id',
    control: 'flag',
    variantAssigned: 'flag',
    compositionMetadata: 'composition',
    visitorId: 'id',
    sessionId: 'id',
    pageId: 'id',
  },
  personalization_result: { name: 'id', variantId: 'id', control: 'flag', changed: 'flag' },
  goal_convert: { goalId: 'id' },
  scores_change: { scores: 'scores' },
};
const COMPOSITION_FIELDS: Fields = { compositionId: 'id', matchedRoute: 'text' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A record of at most MAX_ENTRIES entries with bounded keys, keeping only the values `keep` accepts. */
function boundedRecord(value: unknown, keep: (item: unknown) => Json | undefined): Record<string, Json> | undefined {
  if (!isRecord(value)) return undefined;
  const result: Record<string, Json> = {};
  for (const [key, item] of Object.entries(value).slice(0, MAX_ENTRIES)) {
    const kept = keep(item);
    if (kept !== undefined && key.length <= MAX_LENGTH.id) result[key] = kept;
  }
  return result;
}

function pick(source: Record<string, unknown>, fields: Fields): Record<string, Json> {
  const result: Record<string, Json> = {};
  for (const [name, kind] of Object.entries(fields)) {
    if (!Object.hasOwn(source, name)) continue;
    const value = clean(source[name], kind);
    if (value !== undefined) result[name] = value;
  }
  return result;
}

function clean(value: unknown, kind: Kind): Json | undefined {
  switch (kind) {
    case 'flag':
      return typeof value === 'boolean' ? value : undefined;
    case 'scores':
      return boundedRecord(value, (score) => (typeof score === 'number' && Number.isFinite(score) ? score : undefined));
    case 'composition': {
      if (!isRecord(value)) return undefined;
      const inputs = boundedRecord(value.dynamicInputs, (input) => clean(input, 'text'));
      return { ...pick(value, COMPOSITION_FIELDS), ...(inputs ? { dynamicInputs: inputs } : {}) };
    }
    default:
      return typeof value === 'string' ? value.slice(0, MAX_LENGTH[kind]) : undefined;
  }
}

export function isInsightsAction(value: unknown): value is InsightsAction {
  return INSIGHTS_ACTIONS.includes(value as InsightsAction);
}

/** The event as relayed (a JSON string), or null when its payload is not a JSON object in a string. */
export function rebuildInsightsEvent(action: InsightsAction, event: Record<string, unknown>): string | null {
  let payload: unknown;
  try {
    payload = typeof event.payload === 'string' ? JSON.parse(event.payload) : undefined;
  } catch {
    return null;
  }
  if (!isRecord(payload)) return null;
  const rebuilt = {
    action,
    version: '1',
    ...pick(event, EVENT_FIELDS),
    payload: JSON.stringify({ ...pick(payload, BASE_FIELDS), ...pick(payload, ACTION_FIELDS[action]) }),
  };
  return JSON.stringify(rebuilt);
}
