// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '@redis/client';
import { createLimit, type RedisClient } from '@/lib/limits';
import { startRedis, type Started } from '../support/cluster';

const PORT = 6391;
const rate = { capacity: 3, refillPerSecond: 1 / 600 };

async function takes(limit: ReturnType<typeof createLimit>, address: string, count: number): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let index = 0; index < count; index += 1) answers.push(await limit.take(address));
  return answers;
}

describe('createLimit in memory', () => {
  it('allows a burst of `capacity`, then refuses', async () => {
    expect(await takes(createLimit('memory-burst', rate), '198.51.100.1', 4)).toEqual([true, true, true, false]);
  });

  it('counts a whole IPv6 /64 as one client, and other clients apart', async () => {
    const limit = createLimit('memory-v6', rate);
    const answers = [];
    for (let index = 1; index <= 4; index += 1) answers.push(await limit.take(`2001:db8:5:6::${index}`));
    expect(answers).toEqual([true, true, true, false]);
    expect(await limit.take('2001:db8:5:7::1')).toBe(true);
  });
});

describe('createLimit with Redis', () => {
  let redis: Started;
  const clients: RedisClient[] = [];
  const client = async () => {
    const created: RedisClient = createClient({ url: `redis://127.0.0.1:${PORT}` });
    await created.connect();
    clients.push(created);
    return created;
  };

  beforeAll(async () => {
    redis = await startRedis(PORT);
  });
  afterAll(async () => {
    await Promise.all(clients.map((each) => each.close()));
    await redis?.stop();
  });

  it('two instances sharing one store count together', async () => {
    const name = `shared-${process.pid}`;
    const first = createLimit(name, rate, { redis: await client() });
    const second = createLimit(name, rate, { redis: await client() });
    expect(await first.take('203.0.113.9')).toBe(true);
    expect(await second.take('203.0.113.9')).toBe(true);
    expect(await first.take('203.0.113.9')).toBe(true);
    expect(await second.take('203.0.113.9')).toBe(false);
    expect(await first.take('203.0.113.9')).toBe(false);
    expect(await second.take('203.0.113.10')).toBe(true);
  });

  it('with REDIS_URL set, limits of one name count together in Redis once it is connected', async () => {
    vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${PORT}`);
    const name = `env-${process.pid}`;
    const first = createLimit(name, rate);
    const second = createLimit(name, rate);
    // The first take opens the process's connection and waits for it (at most 2 s) before it counts.
    await first.take('203.0.113.41');
    const shared = (globalThis as Record<symbol, RedisClient | undefined>)[Symbol.for('verdance.limits.redis')]!;
    clients.push(shared);
    if (!shared.isReady) await new Promise((resolve) => shared.once('ready', resolve));
    expect(await takes(first, '203.0.113.40', 3)).toEqual([true, true, true]);
    expect(await second.take('203.0.113.40')).toBe(false);
    expect(Number(await shared.get(`verdance:limit:${name}:203.0.113.40`))).toBe(4);
    vi.unstubAllEnvs();
  });

  it('counts in memory instead of failing while Redis cannot be reached', async () => {
    const down: RedisClient = createClient({
      url: 'redis://127.0.0.1:6392',
      disableOfflineQueue: true,
      socket: { reconnectStrategy: false },
    });
    down.on('error', () => {});
    await down.connect().catch(() => {});
    const limit = createLimit(`down-${process.pid}`, rate, { redis: down });
    expect(await takes(limit, '203.0.113.20', 4)).toEqual([true, true, true, false]);
  });
});
