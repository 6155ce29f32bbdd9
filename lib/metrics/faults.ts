import { metrics } from './registry';

/**
 * One JSON line per fault, not one per request it touches: a Postgres restart, a Redis outage or a dead webhook is
 * reported once when it starts, and the occurrences after it are counted (`verdance_faults_total`) and folded into a
 * line of their own at the end of the window (`"count"` occurrences since the first line). Every server-side fault of
 * the site goes through here; the browser's errors go through lib/integrations/logger.ts to the logging endpoint.
 */
export type FaultKind = 'storage' | 'pool' | 'redis' | 'delivery';
export type FaultDetail = Record<string, string | number | boolean | null | undefined>;

export interface FaultLogOptions {
  /** How long repeats of a fault are folded into one line (default 60 s). */
  windowMs?: number;
  write?: (line: string) => void;
}

const LEVEL: Record<FaultKind, string> = { storage: 'Error', pool: 'Error', redis: 'Warning', delivery: 'Warning' };

/** The text of an error for a log line: its message, never its stack. */
export function errorText(error: unknown): string {
  return String(error instanceof Error ? error.message : error).slice(0, 500);
}

export function createFaultLog({ windowMs = 60_000, write = (line) => console.error(line) }: FaultLogOptions = {}) {
  const open = new Map<string, { repeats: number; detail: FaultDetail }>();
  const line = (kind: FaultKind, message: string, count: number, detail: FaultDetail) =>
    write(JSON.stringify({ level: LEVEL[kind], kind, message, count, ...detail, time: new Date().toISOString() }));

  return function reportFault(kind: FaultKind, message: string, detail: FaultDetail = {}): void {
    metrics().faults.inc({ kind });
    const key = `${kind}\u0000${message}`;
    const known = open.get(key);
    if (known) {
      known.repeats += 1;
      known.detail = detail;
      return;
    }
    open.set(key, { repeats: 0, detail });
    line(kind, message, 1, detail);
    const timer = setTimeout(() => {
      const ended = open.get(key);
      open.delete(key);
      if (ended?.repeats) line(kind, message, ended.repeats, { ...ended.detail, repeated: true });
    }, windowMs);
    timer.unref();
  };
}

const KEY = Symbol.for('verdance.faultLog');
const holder = globalThis as typeof globalThis & { [KEY]?: ReturnType<typeof createFaultLog> };

/** The process's fault log (shared by every bundle, as the metrics are). */
export function reportFault(kind: FaultKind, message: string, detail?: FaultDetail): void {
  (holder[KEY] ??= createFaultLog())(kind, message, detail);
}
