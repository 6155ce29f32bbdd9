/** The logging service's levels (docs/behaviour.md#outside-services): GET api/v1/logging/Log{Level}. */
export const LOG_LEVELS = ['Debug', 'Information', 'Warning', 'Error', 'Critical'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const LOG_LIMITS = { saidKey: 64, message: 2000, addlInfo: 4000, pairs: 30 } as const;

/** AddlInfo: a JSON list of key/value pairs, the shape .NET serialises a KeyValuePair list to. */
export type LogPair = { Key: string; Value: string };

export function toLogPairs(info: Record<string, string>): LogPair[] {
  return Object.entries(info).map(([Key, Value]) => ({ Key, Value }));
}
