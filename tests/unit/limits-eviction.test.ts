// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '@redis/client';
import { createLimit, type RedisClient } from '@/lib/limits';
import { warnIfEvicting } from '@/lib/limits/redis';
import { startRedis, type Started } from '../support/cluster';

/**
 * Rate-limit counters against a full cache, on Debian's redis-server as compose.yaml runs it: the page cache with
 * maxmemory and allkeys-lru, the counters in their own Redis with noeviction (LIMITS_REDIS_URL).
 */
const BASE = Number(process.env.E2E_PORT ?? 3100) + 176;
const PORTS = { cache: BASE, limits: BASE + 1 };
const QUOTE_LOOKUP = { capacity: 5, refillPerSecond: 1 / 120 };
const CLIENT = '203.0.113.77';

const started: Started[] = [];
const clients: RedisClient[] = [];
async function connect(port: number): Promise<RedisClient> {
  const client: RedisClient = createClient({ url: `redis://127.0.0.1:${port}` });
  await client.connect();
  clients.push(client);
  return client;
}

/** Writes `megabytes` of 2 kB junk values, or until the server refuses writes (full under noeviction). */
async function fill(client: RedisClient, prefix: string, megabytes: number): Promise<void> {
  const junk = 'x'.repeat(2048);
  for (let batch = 0; batch < megabytes * 2; batch += 1) {
    const writes = client.multi();
    for (let index = 0; index < 256; index += 1) writes.set(`${prefix}:${batch}:${index}`, junk);
    try {
      await writes.exec();
    } catch {
      return;
    }
  }
}

async function takes(limit: ReturnType<typeof createLimit>, count: number): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let index = 0; index < count; index += 1) answers.push(await limit.take(CLIENT));
  return answers;
}

beforeAll(async () => {
  started.push(await startRedis(PORTS.cache, ['--maxmemory', '8mb', '--maxmemory-policy', 'allkeys-lru']));
  started.push(await startRedis(PORTS.limits, ['--maxmemory-policy', 'noeviction']));
});
afterAll(async () => {
  clients.forEach((client) => client.destroy());
  await Promise.all(started.map((server) => server.stop()));
  vi.unstubAllEnvs();
});

describe('limits the cache cannot evict', () => {
  it('a client at its quote-lookup limit stays limited after the cache fills to its maxmemory with junk', async () => {
    vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${PORTS.cache}`);
    vi.stubEnv('LIMITS_REDIS_URL', `redis://127.0.0.1:${PORTS.limits}`);
    const lookups = createLimit('quote-lookup', QUOTE_LOOKUP);
    await lookups.take('198.51.100.1');
    const shared = (globalThis as Record<symbol, RedisClient | undefined>)[Symbol.for('verdance.limits.redis')]!;
    clients.push(shared);
    if (!shared.isReady) await new Promise((resolve) => shared.once('ready', resolve));
    expect(await takes(lookups, 6)).toEqual([true, true, true, true, true, false]);

    const cache = await connect(PORTS.cache);
    // Three times its maxmemory: what a few hundred made-up pages weighed before they were refused.
    await fill(cache, 'junk-page', 24);
    expect(await cache.info('stats')).toMatch(/evicted_keys:[1-9]/);
    expect(await takes(lookups, 3)).toEqual([false, false, false]);
  });

  it('says so when the counters are kept in a Redis that evicts keys', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await warnIfEvicting(await connect(PORTS.limits));
    expect(warn).not.toHaveBeenCalled();
    await warnIfEvicting(await connect(PORTS.cache));
    expect(warn.mock.calls.join('\n')).toMatch(/evicts keys when full.*LIMITS_REDIS_URL.*"policy":"allkeys-lru"/);
    warn.mockRestore();
  });

  it('a full counters’ Redis refuses clients instead of starting their count over in memory', async () => {
    const store = await connect(PORTS.limits);
    const lookups = createLimit('quote-lookup-full', QUOTE_LOOKUP, { redis: store });
    expect(await takes(lookups, 6)).toEqual([true, true, true, true, true, false]);
    const used = Number(/used_memory:(\d+)/.exec(await store.info('memory'))?.[1]);
    await store.configSet('maxmemory', String(used));
    await fill(store, 'junk-counter', 1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await takes(lookups, 3)).toEqual([false, false, false]);
    expect(await createLimit('quote-lookup-full', QUOTE_LOOKUP, { redis: store }).take('198.51.100.9')).toBe(false);
    expect(warn.mock.calls.join('\n')).toMatch(/Rate-limit Redis is full/);
    warn.mockRestore();
    await store.configSet('maxmemory', '0');
  });
});
