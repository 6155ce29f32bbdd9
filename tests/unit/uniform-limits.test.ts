// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks';
import { callDeadlineMs, createUniformSource, DEFAULT_TIMEOUT_MS } from '@/lib/content/uniform';
import { createUniformLimitPolicy } from '@/lib/content/uniform-limits';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';

let api: FakeUniformApi;
beforeEach(async () => {
  api = await startFakeUniformApi();
});
afterEach(() => {
  vi.restoreAllMocks();
  return api.close();
});

const source = (timeoutMs?: number) =>
  createUniformSource({
    apiKey: 'test-key',
    projectId: 'test-project',
    apiHost: api.url,
    edgeApiHost: api.url,
    timeoutMs,
  });

/**
 * Calls sent in each second. The throttle releases its calls in bursts, one a second, from the first call: seconds
 * are counted from half a second before it, so that each burst falls inside one second.
 */
function perSecond(sendTimes: number[]): number[] {
  const start = sendTimes[0]! - 500;
  const counts: number[] = [];
  for (const at of sendTimes) {
    const second = Math.floor((at - start) / 1000);
    counts[second] = (counts[second] ?? 0) + 1;
  }
  return Array.from(counts, (count) => count ?? 0);
}

/**
 * Times at which the site's clients sent a request to the fake. Counted where they leave, not where they arrive: the
 * fake answers on the same event loop, so a burst's last arrivals lag its first by the time spent answering them.
 */
function recordSendTimes(): number[] {
  const sent: number[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (String(input instanceof Request ? input.url : input).startsWith(api.url)) sent.push(performance.now());
    return realFetch(input, init);
  });
  return sent;
}

/** The most calls sent within any `windowMs` (a window shorter than the second allows for timer jitter). */
function busiestWindow(sendTimes: number[], windowMs: number): number {
  const times = [...sendTimes].sort((a, b) => a - b);
  let most = 0;
  for (let first = 0, last = 0; last < times.length; last += 1) {
    while (times[last]! - times[first]! >= windowMs) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

/** A source with its own limit policy: the shared one would keep a test's fake clock in its throttle after it. */
const sourceWithOwnPolicy = () =>
  createUniformSource({
    apiKey: 'test-key',
    projectId: 'test-project',
    apiHost: api.url,
    edgeApiHost: api.url,
    limitPolicy: createUniformLimitPolicy(callDeadlineMs(DEFAULT_TIMEOUT_MS)),
  });
const routeCalls = () => api.requests.filter((request) => request.path === '/api/v1/route').length;

/** Waits on real time, without moving the faked clock (timers already due still run), until `condition` holds. */
async function until(condition: () => boolean) {
  while (!condition()) {
    await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The back-off waits the SDK's API client schedules after a 429 (its own timers, told apart from the throttle's, the
 * call deadline's and Node's fetch internals by where they are set), on the faked clock. Call after `vi.useFakeTimers`.
 */
function recordBackoffs(): number[] {
  const waits: number[] = [];
  const fakeSetTimeout = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, ms?: number) => {
    const caller = new Error().stack
      ?.split('\n')
      .slice(1)
      .find((frame) => !frame.includes('@vitest/spy') && !frame.includes('uniform-limits.test'));
    if (ms !== undefined && caller?.includes('/@uniformdev/context/')) waits.push(ms);
    return fakeSetTimeout(handler, ms);
  }) as typeof setTimeout);
  return waits;
}

describe('one limit policy for every Uniform call (docs/behaviour.md#numbers)', () => {
  it('50 concurrent page renders reach the API at no more than 10 calls a second', async () => {
    const paths = [...api.project.nodes.values()].map((node) => node.path).slice(0, 50);
    expect(paths).toHaveLength(50);
    // A first request pays for connection setup; were it part of the count, its late arrival would pull the next
    // second's calls into the first second.
    await fetch(`${api.url}/api/v1/locales`);
    api.requests.length = 0;
    const sent = recordSendTimes();
    const started = performance.now();
    const routes = await Promise.all(paths.map((path) => source().getRoute(path)));
    const elapsedSeconds = (performance.now() - started) / 1000;

    expect(routes.every((route) => route.kind === 'composition')).toBe(true);
    const calls = api.requests;
    const seconds = perSecond(sent);
    const busiest = busiestWindow(sent, 900);
    console.info(
      `Calls sent per second, 50 concurrent renders: ${seconds.join(', ')}; busiest 900 ms: ${busiest}; ${calls.length} calls in ${elapsedSeconds.toFixed(1)} s`,
    );
    expect(calls.length).toBeGreaterThanOrEqual(150);
    expect(Math.max(...seconds)).toBeLessThanOrEqual(10);
    expect(busiest).toBeLessThanOrEqual(10);
    // 150 calls at 10 a second: the last burst starts 14 seconds after the first.
    expect(sent.at(-1)! - sent[0]!).toBeGreaterThanOrEqual((calls.length / 10 - 1) * 1000 - 50);
  }, 40_000);

  it('calls asked for late in one second and early in the next still make at most 10 in any second', async () => {
    await fetch(`${api.url}/api/v1/locales`);
    api.requests.length = 0;
    const sent = recordSendTimes();
    const client = source();
    const read = (count: number) =>
      Promise.all(Array.from({ length: count }, (_, index) => client.getEntries(`type-${index}`)));
    await read(5);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await Promise.all([read(5), new Promise((resolve) => setTimeout(resolve, 150)).then(() => read(10))]);
    expect(api.requests).toHaveLength(20);
    expect(busiestWindow(sent, 900)).toBeLessThanOrEqual(10);
  });

  it('after a 429 the SDK backs off from about 333 ms, doubling, then succeeds', async () => {
    // On the page's clock, which moves only by the back-off the SDK asked for: the figures are the SDK's delays, never
    // this machine's speed (the clock stands still while the fake answers).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const backoffs = recordBackoffs();
      api.fail('/api/v1/route', 429, 2);
      const answer = sourceWithOwnPolicy().getRoute('/about');
      await until(() => routeCalls() === 1);
      for (const [calls, [shortest, longest]] of [
        [1, [166, 500]],
        [2, [333, 1000]],
      ] as const) {
        await until(() => backoffs.length === calls);
        const wait = backoffs[calls - 1]!;
        expect(wait).toBeGreaterThanOrEqual(shortest);
        expect(wait).toBeLessThanOrEqual(longest);
        await vi.advanceTimersByTimeAsync(wait - 1);
        expect(routeCalls()).toBe(calls);
        await vi.advanceTimersByTimeAsync(1);
        await until(() => routeCalls() === calls + 1);
      }
      expect((await answer).kind).toBe('composition');
    } finally {
      vi.restoreAllMocks(); // the setTimeout spy first, or it would outlive the faked timers
      vi.useRealTimers();
    }
  });

  it('waits for the reset time a 429 names, but never more than 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      api.fail('/api/v1/route', 429, 1, { errorMessage: 'Rate limit exceeded', info: { reset: Date.now() + 60_000 } });
      const answer = sourceWithOwnPolicy().getRoute('/about');
      await vi.waitFor(() => expect(routeCalls()).toBe(1));
      await vi.advanceTimersByTimeAsync(9_900);
      expect(routeCalls()).toBe(1);
      await vi.advanceTimersByTimeAsync(700);
      await vi.waitFor(() => expect(routeCalls()).toBe(2));
      expect((await answer).kind).toBe('composition');
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([['/api/v1/entries'], ['/api/v1/project-map-nodes']])(
    'a 500 from %s is retried once, by the content and project map clients too',
    async (path) => {
      api.fail(path, 500, 1);
      expect((await source().getProjectMap()).length).toBeGreaterThan(50);
      expect(api.requests.filter((request) => request.path === path)).toHaveLength(2);

      api.requests.length = 0;
      api.fail(path, 503, 5);
      await expect(source().getProjectMap()).rejects.toThrow();
      expect(api.requests.filter((request) => request.path === path)).toHaveLength(2);
    },
  );

  it('a 404 is not retried', async () => {
    api.fail('/api/v1/entries', 404, 5);
    await expect(source().getEntries('translation')).rejects.toThrow();
    expect(api.requests.filter((request) => request.path === '/api/v1/entries')).toHaveLength(1);
  });

  it('a call that waited in the shared queue runs in its own caller’s context (where Next files its fetch)', async () => {
    const render = new AsyncLocalStorage<string>();
    const policy = createUniformLimitPolicy(10_000);
    const ranIn = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        render.run(`page ${index}`, () =>
          policy(async () => {
            await new Promise((resolve) => setTimeout(resolve, 20));
            return render.getStore();
          }),
        ),
      ),
    );
    expect(ranIn).toEqual(Array.from({ length: 25 }, (_, index) => `page ${index}`));
  });

  it('behind a hanging API every queued call gives up at its deadline and later sends nothing', async () => {
    const timeoutMs = 300;
    api.fail('/api/v1/canvas', 0, 1000);
    api.fail('/api/v1/composition', 0, 1000);
    const slow = source(timeoutMs);
    // The fake never answers: without the deadline these calls would hang past the test's own timeout.
    const settled = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) => slow.getCompositionBySlug(`slug-${index}`)),
    );
    expect(settled.every((result) => result.status === 'rejected')).toBe(true);
    const sent = api.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(api.requests.length).toBe(sent);
    expect(sent).toBeLessThan(40);
    // Each call the site sent was abandoned by the site itself.
    for (const request of api.requests) expect(request.abandonedAt).toBeDefined();
  }, 20_000);
});
