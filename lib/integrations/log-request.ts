import { LOG_LEVELS, LOG_LIMITS, type LogLevel, type LogPair } from './log-levels';

export interface LogEntry {
  level: LogLevel;
  saidKey: string;
  message: string;
  info: LogPair[];
}

export type LogRequestResult = { ok: true; entry: LogEntry } | { ok: false; status: 400 | 404 | 413; error: string };

function parsePairs(raw: string): LogPair[] | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value) || value.length > LOG_LIMITS.pairs) return null;
    const pairs: LogPair[] = [];
    for (const item of value) {
      if (!item || typeof item !== 'object') return null;
      const record = item as Record<string, unknown>;
      const key = record.Key ?? record.key;
      const val = record.Value ?? record.value;
      if (typeof key !== 'string') return null;
      pairs.push({ Key: key.slice(0, 100), Value: typeof val === 'string' ? val : JSON.stringify(val ?? null) });
    }
    return pairs;
  } catch {
    return null;
  }
}

/** Validates a logging call: the `Log{Level}` segment and the bounded SaidKey, Message and AddlInfo parameters. */
export function parseLogRequest(segment: string, query: URLSearchParams): LogRequestResult {
  const level = LOG_LEVELS.find((candidate) => `Log${candidate}`.toLowerCase() === segment.toLowerCase());
  if (!level) return { ok: false, status: 404, error: 'unknown level' };
  const saidKey = query.get('SaidKey') ?? '';
  const message = query.get('Message') ?? '';
  const addlInfo = query.get('AddlInfo') ?? '[]';
  if (!saidKey || !message) return { ok: false, status: 400, error: 'SaidKey and Message are required' };
  if (saidKey.length > LOG_LIMITS.saidKey || message.length > LOG_LIMITS.message || addlInfo.length > LOG_LIMITS.addlInfo) {
    return { ok: false, status: 413, error: 'too large' };
  }
  const info = parsePairs(addlInfo);
  if (!info) return { ok: false, status: 400, error: 'AddlInfo must be a JSON list of key/value pairs' };
  return { ok: true, entry: { level, saidKey, message, info } };
}
