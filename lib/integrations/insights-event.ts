import { z } from 'zod';
import { jsonText } from './json-text';

/**
 * The insights event as relayed, rebuilt from an allow-list, so the relay never forwards, with its bearer token,
 * anything the browser SDK does not send. The fields are those of @uniformdev/context's createInsightsClient: the
 * docs/behaviour.md#outside-services event fields, and a payload (a JSON string) of base fields plus a few per action. Anything else is dropped,
 * a field of the wrong type is dropped rather than converted, and every string is cut to a bound.
 */
export const INSIGHTS_ACTIONS = [
  'session_start',
  'page_hit',
  'test_result',
  'personalization_result',
  'goal_convert',
  'scores_change',
] as const;
export type InsightsAction = (typeof INSIGHTS_ACTIONS)[number];

const MAX_LENGTH = { id: 128, agent: 512, text: 2_048 } as const;
const MAX_ENTRIES = 100;

/** Kept when valid, dropped (undefined, left out of the JSON) when missing or of another type. */
const dropInvalid = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const boundedString = (max: number) => z.string().transform((value) => value.slice(0, max));
const id = dropInvalid(boundedString(MAX_LENGTH.id));
const text = dropInvalid(boundedString(MAX_LENGTH.text));
const flag = dropInvalid(z.boolean());

/** A record of at most MAX_ENTRIES entries with bounded keys, keeping only the values `value` accepts. */
function boundedRecord<T extends z.ZodType>(value: T) {
  const keep = ([key, item]: [string, unknown]): [string, z.output<T>][] => {
    const kept = value.safeParse(item);
    return kept.success && key.length <= MAX_LENGTH.id ? [[key, kept.data]] : [];
  };
  const record = z.record(z.string(), z.unknown());
  return dropInvalid(
    record.transform((entries) => Object.fromEntries(Object.entries(entries).slice(0, MAX_ENTRIES).flatMap(keep))),
  );
}

const basePayload = z.object({
  'user-agent': dropInvalid(boundedString(MAX_LENGTH.agent)),
  locale: id,
  location: id,
  referrer: text,
  pathname: text,
  href: text,
});

const compositionMetadata = z.object({
  compositionId: id,
  matchedRoute: text,
  dynamicInputs: boundedRecord(boundedString(MAX_LENGTH.text)),
});

const ACTION_PAYLOADS = {
  session_start: { previous_session_id: id },
  page_hit: {},
  test_result: {
    name: id,
    variantId: id,
    control: flag,
    variantAssigned: flag,
    compositionMetadata: dropInvalid(compositionMetadata),
    visitorId: id,
    sessionId: id,
    pageId: id,
  },
  personalization_result: { name: id, variantId: id, control: flag, changed: flag },
  goal_convert: { goalId: id },
  scores_change: { scores: boundedRecord(z.number()) },
} satisfies Record<InsightsAction, z.ZodRawShape>;

const PAYLOAD_ERROR = 'payload must be a JSON object in a string';

function eventOf<A extends InsightsAction>(action: A) {
  const payload = jsonText(basePayload.extend(ACTION_PAYLOADS[action]), PAYLOAD_ERROR);
  return z.object({
    action: z.literal(action),
    version: z.literal('1', { error: 'unknown version' }),
    session_id: id,
    visitor_id: id,
    page_view_id: id,
    timestamp: id,
    payload: z
      .string({ error: PAYLOAD_ERROR })
      .pipe(payload)
      .transform((fields) => JSON.stringify(fields)),
  });
}

/** One posted event (JSON already parsed): known action, version "1", then every field as the SDK sends it. */
export const insightsEventSchema = z.discriminatedUnion(
  'action',
  [
    eventOf('session_start'),
    eventOf('page_hit'),
    eventOf('test_result'),
    eventOf('personalization_result'),
    eventOf('goal_convert'),
    eventOf('scores_change'),
  ],
  { error: 'unknown action' },
);
