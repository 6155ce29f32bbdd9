// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks';
import { callDeadlineMs, createUniformSource, DEFAULT_TIMEOUT_MS } from '@/lib/content/uniform';
import { createUniformLimitPolicy } from '@/lib/content/uniform-limits';
import { memoryStore } from '@/lib/content/shared-store';
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
    routeIndexStore: memoryStore(),
    // No Next data cache in a unit test: every read reaches the fake, so none is kept as if cached.
    cachePublished: false,
  });

/**
 * Times at which the site's clients sent a request to the fake, on the (faked) page clock, and how many are still
 * unanswered. Counted where they leave, not where they arrive.
 */
function recordSends() {
  const sent: number[] = [];
  let inFlight = 0;
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (!String(input instanceof Request ? input.url : input).startsWith(api.url)) return realFetch(input, init);
    sent.push(Date.now());
    inFlight += 1;
    return realFetch(input, init).finally(() => (inFlight -= 1));
  });
  return { sent, inFlight: () => inFlight };
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
const sourceWithOwnPolicy = (deadlineMs = callDeadlineMs(DEFAULT_TIMEOUT_MS)) =>
  createUniformSource({
    apiKey: 'test-key',
    projectId: 'test-project',
    apiHost: api.url,
    edgeApiHost: api.url,
    limitPolicy: createUniformLimitPolicy(deadlineMs),
    routeIndexStore: memoryStore(),
    // No Next data cache in a unit test: every read reaches the fake, so none is kept as if cached.
    cachePublished: false,
  });
/** Long enough that no call reaches its deadline however far a test moves the clock. */
const NO_DEADLINE_MS = 3_600_000;
const routeCalls = () => api.requests.filter((request) => request.path === '/api/v1/route').length;

/** Waits on real time, without moving the faked clock (timers already due still run), until `condition` holds. */
async function until(condition: () => boolean) {
  while (!condition()) {
    await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Runs a test on a faked page clock (timers and Date; everything else real), then puts the real clock back. Spies go
 * first, or a setTimeout spy would outlive the faked timers.
 */
async function onPageClock(test: () => Promise<void>) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  try {
    await test();
  } finally {
    vi.restoreAllMocks();
    vi.useRealTimers();
  }
}

/**
 * Runs `work` on the faked clock, moving it 10 ms at a time, and only while no request is waiting for the fake's
 * answer: the calls' send times are then the throttle's own schedule, whatever this machine's speed.
 */
async function moveClockUntilSettled<T>(work: Promise<T>, inFlight: () => number): Promise<T> {
  let settled = false;
  const result = work.finally(() => (settled = true));
  while (!settled) {
    await until(() => inFlight() === 0);
    await vi.advanceTimersByTimeAsync(10);
  }
  return result;
}

/**
 * The back-off waits the SDK's API client schedules after a 429 (its own timers, told apart from the throttle's, the
 * call deadline's and Node's fetch internals by where they are set), on the faked clock. Call inside `onPageClock`.
 */
function recordBackoffs(): number[] {
  const waits: number[] = [];
  const fakeSetTimeout = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, ms?: number, ...args: unknown[]) => {
    const caller = new Error().stack
      ?.split('\n')
      .slice(1)
      .find((frame) => !frame.includes('@vitest/spy') && !frame.includes('uniform-limits.test'));
    if (ms !== undefined && caller?.includes('/@uniformdev/context/')) waits.push(ms);
    return fakeSetTimeout(handler, ms, ...args);
  }) as typeof setTimeout);
  return waits;
}

describe('one limit policy for every Uniform call (docs/behaviour.md#numbers)', () => {
  // The throttle's promise is about the clock the page runs on; on the real clock a busy machine that fires one
  // burst's timer late would crowd it against the next and fail the test for the machine's speed.
  it('50 concurrent page renders reach the API at no more than 10 calls in any second', async () => {
    const paths = [...api.project.nodes.values()].map((node) => node.path).slice(0, 50);
    expect(paths).toHaveLength(50);
    await onPageClock(async () => {
      const { sent, inFlight } = recordSends();
      const client = sourceWithOwnPolicy(NO_DEADLINE_MS);
      const routes = await moveClockUntilSettled(Promise.all(paths.map((path) => client.getRoute(path))), inFlight);

      expect(routes.every((route) => route.kind === 'composition')).toBe(true);
      // A route and the page index per page, the route index once (project map and redirects).
      expect(sent.length).toBeGreaterThanOrEqual(100);
      expect(api.requests).toHaveLength(sent.length);
      expect(busiestWindow(sent, 1000)).toBe(10);
      // 10 a second: call n + 10 leaves at least a second after call n.
      expect(sent.at(-1)! - sent[0]!).toBeGreaterThanOrEqual(Math.ceil(sent.length / 10 - 1) * 1000);
    });
  });

  it('calls asked for late in one second and early in the next still make at most 10 in any second', async () => {
    await onPageClock(async () => {
      const { sent, inFlight } = recordSends();
      const client = sourceWithOwnPolicy(NO_DEADLINE_MS);
      const read = (count: number) =>
        Promise.all(Array.from({ length: count }, (_, index) => client.getEntries(`type-${index}`)));
      const start = Date.now();
      await moveClockUntilSettled(read(5), inFlight);
      await vi.advanceTimersByTimeAsync(start + 900 - Date.now());
      const lateAndEarly = Promise.all([
        read(5),
        new Promise((resolve) => setTimeout(resolve, 150)).then(() => read(10)),
      ]);
      await moveClockUntilSettled(lateAndEarly, inFlight);
      expect(api.requests).toHaveLength(20);
      // A windowed throttle (the SDK's default) would send 15 between 900 and 1050 ms.
      expect(busiestWindow(sent, 1000)).toBe(10);
    });
  });

  it('after a 429 the SDK backs off from about 333 ms, doubling, then succeeds', async () => {
    // On the page's clock, which moves only by the back-off the SDK asked for: the figures are the SDK's delays, never
    // this machine's speed (the clock stands still while the fake answers).
    await onPageClock(async () => {
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
    });
  });

  it('waits for the reset time a 429 names, but never more than 10 s', async () => {
    await onPageClock(async () => {
      const backoffs = recordBackoffs();
      api.fail('/api/v1/route', 429, 1, { errorMessage: 'Rate limit exceeded', info: { reset: Date.now() + 60_000 } });
      const answer = sourceWithOwnPolicy().getRoute('/about');
      await until(() => backoffs.length === 1);
      // Ten seconds for the reset (not the sixty it names), plus the first back-off of 333 ms ± half.
      const wait = backoffs[0]!;
      expect(wait).toBeGreaterThanOrEqual(10_000 + 166);
      expect(wait).toBeLessThanOrEqual(10_000 + 500);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(routeCalls()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await until(() => routeCalls() === 2);
      expect((await answer).kind).toBe('composition');
    });
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
