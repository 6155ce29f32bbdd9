import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { limitKey } from '../http/client-address';
import { metrics } from '../metrics/registry';
import { firstConnection, isStoreFull, limitsRedis, reportStoreFull, type RedisClient } from './redis';
import { environment } from '../settings';

export type { RedisClient } from './redis';

/**
 * Every per-client limit of the site, counted by `rate-limiter-flexible`: in Redis when LIMITS_REDIS_URL or REDIS_URL
 * is set, so all instances count together, and in this process's memory when neither is. Counters belong in a Redis
 * that never evicts (compose.yaml's `limits`, maxmemory-policy noeviction): a full page cache then cannot drop one.
 * While Redis cannot be reached each instance counts in its own memory instead of failing the request; when it is full
 * (it refuses the write) the client is refused: its count still stands there, and memory would start it over.
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

export interface Limit {
  /** True while the client at `address` (IPv6 folded to its /64, see limitKey) is within its rate; takes one. */
  take(address: string | null | undefined): Promise<boolean>;
}

async function consumes(limiter: RateLimiterMemory | RateLimiterRedis, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return false;
    throw rejection;
  }
}

/**
 * A named limit. `redis` is for tests; by default the process's shared client (read at first use), else none. Two
 * limits with the same name and the same Redis count together.
 */
export function createLimit(name: string, rate: LimitRate, options: { redis?: RedisClient } = {}): Limit {
  const points = rate.capacity;
  const duration = Math.max(1, Math.round(rate.capacity / rate.refillPerSecond));
  const keyPrefix = `verdance:limit:${name}`;
  const memory = new RateLimiterMemory({ points, duration, keyPrefix });
  let shared: RateLimiterRedis | null | undefined;
  const sharedLimiter = async () => {
    if (shared !== undefined) return shared;
    const storeClient = options.redis ?? limitsRedis(environment());
    if (storeClient) await firstConnection(storeClient);
    shared = storeClient
      ? new RateLimiterRedis({
          storeClient,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          points,
          duration,
          keyPrefix,
        })
      : null;
    return shared;
  };
  return {
    async take(address) {
      const allowed = await takeFrom(limitKey(address));
      if (!allowed) metrics().limitRefusals.inc({ limit: name });
      return allowed;
    },
  };

  async function takeFrom(key: string): Promise<boolean> {
    const limiter = await sharedLimiter();
    if (limiter) {
      try {
        return await consumes(limiter, key);
      } catch (error) {
        if (isStoreFull(error)) {
          reportStoreFull(name);
          return false;
        }
        // Unreachable (or not ready yet): this process's own count meanwhile.
      }
    }
    return consumes(memory, key);
  }
}

/**
 * Who is asking: the front door writes the client's address into X-Forwarded-For (lib/http/client-address.ts), so
 * its first entry, else X-Real-IP, else one shared key. `take` folds it (limitKey).
 */
export function requestAddress(headers: Pick<Headers, 'get'>): string {
  return headers.get('x-forwarded-for') || headers.get('x-real-ip') || 'unknown';
}
