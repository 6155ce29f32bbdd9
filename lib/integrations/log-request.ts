import { z } from 'zod';
import { jsonText } from './json-text';
import { LOG_LEVELS, LOG_LIMITS, type LogLevel, type LogPair } from './log-levels';

export interface LogEntry {
  level: LogLevel;
  saidKey: string;
  message: string;
  info: LogPair[];
}

export type LogRequestResult = { ok: true; entry: LogEntry } | { ok: false; status: 400 | 404 | 413; error: string };

const MAX_KEY_LENGTH = 100;
const PAIRS_ERROR = 'AddlInfo must be a JSON list of key/value pairs';

/** One AddlInfo pair as .NET writes it (`Key`, `Value`) or camel-cased; a value other than a string is kept as JSON. */
const pair = z
  .union(
    [
      z.object({ Key: z.string(), Value: z.unknown() }),
      z.object({ key: z.string(), value: z.unknown() }).transform(({ key, value }) => ({ Key: key, Value: value })),
    ],
    { error: PAIRS_ERROR },
  )
  .transform(({ Key, Value }) => ({
    Key: Key.slice(0, MAX_KEY_LENGTH),
    Value: typeof Value === 'string' ? Value : JSON.stringify(Value ?? null),
  }));

const required = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(max, `${name} is too large`);

const logQuery = z.object({
  SaidKey: required('SaidKey', LOG_LIMITS.saidKey),
  Message: required('Message', LOG_LIMITS.message),
  AddlInfo: z
    .string()
    .max(LOG_LIMITS.addlInfo, 'AddlInfo is too large')
    .default('[]')
    .pipe(jsonText(z.array(pair, { error: PAIRS_ERROR }).max(LOG_LIMITS.pairs, PAIRS_ERROR), PAIRS_ERROR)),
});

/** Validates a logging call: the `Log{Level}` segment and the bounded SaidKey, Message and AddlInfo parameters. */
export function parseLogRequest(segment: string, query: URLSearchParams): LogRequestResult {
  const level = LOG_LEVELS.find((candidate) => `Log${candidate}`.toLowerCase() === segment.toLowerCase());
  if (!level) return { ok: false, status: 404, error: 'unknown level' };
  const parsed = logQuery.safeParse(Object.fromEntries(query));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const tooLong = issue?.code === 'too_big' && issue.origin === 'string';
    return { ok: false, status: tooLong ? 413 : 400, error: issue?.message ?? 'invalid logging call' };
  }
  const { SaidKey: saidKey, Message: message, AddlInfo: info } = parsed.data;
  return { ok: true, entry: { level, saidKey, message, info } };
}
