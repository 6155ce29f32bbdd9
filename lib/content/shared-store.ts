import { createClient } from '@redis/client';
import { settings } from '../settings';

/** A few small JSON documents every instance shares: Redis when REDIS_URL is set, this process's memory otherwise. */
export interface SharedStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
}

export function memoryStore(): SharedStore {
  const values = new Map<string, string>();
  return {
    get: async (key) => values.get(key),
    set: async (key, value) => void values.set(key, value),
    delete: async (key) => void values.delete(key),
  };
}

const RECONNECT_CAP_MS = 2_000;

/**
 * A Redis-backed store. While Redis cannot be reached, reads miss and writes are dropped (the caller reads from
 * Uniform again), and what this process last wrote answers its own reads, so an outage costs calls, not pages.
 */
export function redisStore(url: string, keyPrefix = 'verdance:content:'): SharedStore {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, RECONNECT_CAP_MS) },
  });
  client.on('error', () => undefined);
  client.connect().catch(() => undefined);
  const local = memoryStore();
  return {
    async get(key) {
      if (!client.isReady) return local.get(key);
      try {
        return (await client.get(keyPrefix + key)) ?? undefined;
      } catch {
        return local.get(key);
      }
    },
    async set(key, value) {
      await local.set(key, value);
      if (client.isReady) await client.set(keyPrefix + key, value).catch(() => undefined);
    },
    async delete(key) {
      await local.delete(key);
      if (client.isReady) await client.del(keyPrefix + key).catch(() => undefined);
    },
  };
}

const SHARED = Symbol.for('verdance.content.sharedStore');
type Holder = { [SHARED]?: SharedStore };

/** The process's one store (on globalThis: Next may load this module once per route bundle). */
export function sharedStore(redisUrl: string | undefined = settings.redisUrl()): SharedStore {
  const holder = globalThis as Holder;
  holder[SHARED] ??= redisUrl ? redisStore(redisUrl) : memoryStore();
  return holder[SHARED];
}
