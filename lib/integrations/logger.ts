/**
 * The browser's log: lines sent to the site's logging endpoint. The server's faults (storage, pool, Redis, delivery)
 * go to stderr as one JSON line per fault through lib/metrics/faults.ts instead.
 */
import { DEFAULT_LOGGING_KEY } from './config';
import { LOG_LIMITS, toLogPairs, type LogLevel } from './log-levels';

let saidKey = DEFAULT_LOGGING_KEY;

/** Set once the runtime configuration is known. */
export function setLoggingKey(key: string) {
  saidKey = key;
}

/** The logging call of docs/behaviour.md#outside-services: GET /api/v1/logging/Log{Level}?SaidKey&Message&AddlInfo (host domain always included). */
export function logUrl(
  level: LogLevel,
  message: string,
  info: Record<string, string>,
  host: string,
  key = saidKey,
): string {
  const params = new URLSearchParams({
    SaidKey: key,
    Message: message.slice(0, LOG_LIMITS.message),
    AddlInfo: JSON.stringify(toLogPairs({ HostDomain: host, ...info })),
  });
  return `/api/v1/logging/Log${level}?${params}`;
}

/** Sends one log line to the site's logging endpoint; never throws and never waits. */
export function logToService(level: LogLevel, message: string, info: Record<string, string> = {}): void {
  if (typeof window === 'undefined') return;
  try {
    void fetch(logUrl(level, message, info, window.location.hostname), { keepalive: true, cache: 'no-store' }).catch(
      () => undefined,
    );
  } catch {
    // logging must never break the page
  }
}

/** A product error (docs/behaviour.md#errors-visitors-can-see): an exception-occurred message with component, action and error message fields. */
export function logException(component: string, action: string, error: unknown): void {
  const errorMessage = error instanceof Error ? error.message : String(error);
  logToService('Error', 'Exception occurred', { Component: component, Action: action, ErrorMessage: errorMessage });
}
