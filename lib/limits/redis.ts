import { createClient, type RedisClientType } from '@redis/client';
import { errorText, reportFault } from '../metrics/faults';
import { onShutdown } from '../lifecycle/shutdown';

/** A client of the official `@redis/client` (node-redis 5) with no modules, scripts or functions. */
type None = Record<never, never>;
export type RedisClient = RedisClientType<None, None, None, 2>;

const RECONNECT_CAP_MS = 2_000;
/** On `globalThis`: Next may load this module once per bundle, and one connection a process is enough. */
const SHARED = Symbol.for('verdance.limits.redis');
const holder = globalThis as typeof globalThis & { [SHARED]?: RedisClient };

const log = (fields: Record<string, string>) => console.warn(JSON.stringify({ level: 'Warning', ...fields }));

/**
 * The counters must outlive a full cache: a Redis that evicts keys when full (`allkeys-lru`, or `volatile-*`, since
 * every counter has a TTL) can drop one, and its client starts over. Said once a connection, never enforced: CONFIG is
 * often disabled on managed Redis, and the operator may know better.
 */
export async function warnIfEvicting(client: RedisClient): Promise<void> {
  try {
    const config = await client.configGet('maxmemory*');
    const policy = config['maxmemory-policy'];
    if (config.maxmemory !== '0' && policy && policy !== 'noeviction')
      log({
        message:
          'Rate-limit counters are in a Redis that evicts keys when full: point LIMITS_REDIS_URL at one with maxmemory-policy noeviction',
        policy,
      });
  } catch {
    // CONFIG refused: nothing to check.
  }
}

/**
 * The process's one client for every limit: LIMITS_REDIS_URL, else REDIS_URL, else none (limits count in memory).
 * Commands fail at once while it is down (no queue behind it); not awaited, so limits count in memory until it is ready.
 */
export function limitsRedis(env: Record<string, string | undefined>): RedisClient | undefined {
  const url = env.LIMITS_REDIS_URL || env.REDIS_URL;
  if (!url) return undefined;
  const existing = holder[SHARED];
  if (existing) return existing;
  const client: RedisClient = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, RECONNECT_CAP_MS) },
  });
  let reported = false;
  let settle = () => {};
  connecting.set(client, new Promise<void>((resolve) => (settle = resolve)));
  client.on('error', (error: unknown) => {
    settle();
    if (reported) return;
    reported = true;
    reportFault('redis', 'Rate limits counted per instance', { error: errorText(error) });
  });
  client.on('ready', () => {
    settle();
    reported = false;
    void warnIfEvicting(client);
  });
  client.connect().catch(() => settle());
  onShutdown('close', 'rate-limit Redis connection', async () => {
    if (client.isOpen) client.destroy();
  });
  holder[SHARED] = client;
  return client;
}

/** Settles when a client's first connection is ready or has failed. */
const connecting = new WeakMap<RedisClient, Promise<void>>();

/**
 * Waits for the first connection (at most `capMs`), so the first requests after a start are counted with everyone
 * else's, not in this process's memory alone. Never waits again: while Redis is down, limits count in memory at once.
 */
export async function firstConnection(client: RedisClient, capMs = 2_000): Promise<void> {
  const first = connecting.get(client);
  if (!first || client.isReady) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([first, new Promise<void>((resolve) => (timer = setTimeout(resolve, capMs)))]);
  clearTimeout(timer);
  connecting.delete(client);
}

/** Redis refused a write because it is full (maxmemory reached under noeviction): an `OOM …` error reply. */
export function isStoreFull(error: unknown): boolean {
  return error instanceof Error && /^OOM\b/.test(error.message);
}

let fullReported = 0;
/** At most one line a minute while the counters' Redis is full. */
export function reportStoreFull(limit: string): void {
  if (Date.now() - fullReported < 60_000) return;
  fullReported = Date.now();
  log({ message: 'Rate-limit Redis is full: clients are refused until counters expire', limit });
}
