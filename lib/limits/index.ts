import { createClient, type RedisClientType } from '@redis/client';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { limitKey } from '../serve/client-address';
import { onShutdown } from '../serve/shutdown';
import { errorText, reportFault } from '../metrics/faults';
import { metrics } from '../metrics/registry';

/**
 * Every per-client limit of the site, counted by `rate-limiter-flexible`: in Redis when REDIS_URL is set, so all
 * instances count together, and in this process's memory when it is not. While Redis cannot be reached each instance
 * counts in its own memory (the library's insurance limiter) instead of failing the request.
 *
 * A rate is written as a token bucket (a burst, then so many a second) and counted as a fixed window of `capacity`
 * requests per `capacity / refillPerSecond` seconds: the same burst and the same average rate. (At a window's edge
 * a client can get up to two bursts in a row; the bucket this replaced allowed one.)
 */
export interface LimitRate {
  /** Burst size: requests a client may make at once. */
  capacity: number;
  /** Requests allowed back per second, on average. */
  refillPerSecond: number;
}

/** A client of the official `@redis/client` (node-redis 5) with no modules, scripts or functions. */
type None = Record<never, never>;
export type RedisClient = RedisClientType<None, None, None, 2>;

export interface Limit {
  /** True while the client at `address` (IPv6 folded to its /64, see limitKey) is within its rate; takes one. */
  take(address: string | null | undefined): Promise<boolean>;
}

const RECONNECT_CAP_MS = 2_000;
/** On `globalThis`: Next may load this module once per bundle, and one connection a process is enough. */
const SHARED = Symbol.for('verdance.limits.redis');
const holder = globalThis as typeof globalThis & { [SHARED]?: RedisClient };

/** One Redis client per process for every limit; commands fail at once while it is down (no queue behind it). */
function sharedRedis(url: string | undefined): RedisClient | undefined {
  if (!url) return undefined;
  const existing = holder[SHARED];
  if (existing) return existing;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, RECONNECT_CAP_MS) },
  });
  client.on('error', (error: unknown) =>
    reportFault('redis', 'Rate limits counted per instance', { error: errorText(error) }),
  );
  // Not awaited: limits count in memory until the connection is ready.
  client.connect().catch(() => {});
  onShutdown('close', 'rate-limit Redis connection', async () => {
    if (client.isOpen) client.destroy();
  });
  holder[SHARED] = client;
  return client;
}

/**
 * A named limit. `redis` is for tests; by default the process's shared client when REDIS_URL is set (read at first
 * use), else none. Two limits with the same name and the same Redis count together.
 */
export function createLimit(name: string, rate: LimitRate, options: { redis?: RedisClient } = {}): Limit {
  const points = rate.capacity;
  const duration = Math.max(1, Math.round(rate.capacity / rate.refillPerSecond));
  const keyPrefix = `verdance:limit:${name}`;
  const memory = new RateLimiterMemory({ points, duration, keyPrefix });
  let limiter: RateLimiterMemory | RateLimiterRedis | undefined;
  const current = () => {
    if (limiter) return limiter;
    const redis = options.redis ?? sharedRedis(process.env.REDIS_URL);
    limiter = redis
      ? new RateLimiterRedis({
          storeClient: redis,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          points,
          duration,
          keyPrefix,
          insuranceLimiter: memory,
        })
      : memory;
    return limiter;
  };
  return {
    async take(address) {
      try {
        await current().consume(limitKey(address));
        return true;
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        metrics().limitRefusals.inc({ limit: name });
        return false;
      }
    },
  };
}

/**
 * Who is asking: the front door writes the client's address into X-Forwarded-For (lib/serve/client-address.ts), so
 * its first entry, else X-Real-IP, else one shared key. `take` folds it (limitKey).
 */
export function requestAddress(headers: Pick<Headers, 'get'>): string {
  return headers.get('x-forwarded-for') || headers.get('x-real-ip') || 'unknown';
}
