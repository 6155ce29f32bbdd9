import { AsyncLocalStorage } from 'node:async_hooks';
import { createLimitPolicy, type LimitPolicy } from '@uniformdev/canvas';
import { UNIFORM_LIMITS } from '../constants';

/** A call still unanswered at its deadline: the page shows its error page rather than wait on Uniform. */
export class UniformDeadlineError extends Error {
  constructor(deadlineMs: number) {
    super(`Uniform call abandoned after ${deadlineMs} ms`);
    this.name = 'UniformDeadlineError';
  }
}

/**
 * The SDK's own limit policy (`createLimitPolicy`: throttle, in-flight limit, retry) with docs/behaviour.md#numbers's numbers, plus a
 * deadline per call. The policy's queue is shared by every render in the process, so behind a hanging API a call
 * could wait for minutes: at its deadline it rejects, and when its turn comes it sends nothing.
 */
export function createUniformLimitPolicy(deadlineMs: number): LimitPolicy {
  const sdkPolicy = createLimitPolicy({
    // strict: no 1000 ms span starts more than 10 calls. The SDK's default (windowed) lets a window's late calls and
    // the next window's early ones through together: up to 20 in one second.
    throttle: { limit: UNIFORM_LIMITS.callsPerInterval, interval: UNIFORM_LIMITS.intervalMs, strict: true },
    limit: UNIFORM_LIMITS.inFlight,
    retry: {
      retries: UNIFORM_LIMITS.retries,
      factor: 1.66,
      onFailedAttempt: (error: unknown) => {
        if (error instanceof UniformDeadlineError) throw error;
      },
    },
  });
  return <T>(func: () => Promise<T>) => {
    // The SDK's queue starts a waiting call from whichever call finished before it: bound, the call runs in its own
    // render's context, where Next files its fetch (cache tags, draft mode) under the right page.
    const inCallersContext = AsyncLocalStorage.bind(func);
    const expires = Date.now() + deadlineMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new UniformDeadlineError(deadlineMs)), deadlineMs);
    });
    const call = sdkPolicy(() =>
      Date.now() >= expires ? Promise.reject(new UniformDeadlineError(deadlineMs)) : inCallersContext(),
    );
    // Once the deadline has answered the caller, the call's own outcome has nobody left to tell.
    call.catch(() => undefined);
    return Promise.race([call, deadline]).finally(() => clearTimeout(timer));
  };
}

/** Published reads (every visitor) and drafts (the canvas, previews) each have a budget of their own. */
export type LimitBudget = 'published' | 'draft';

const SHARED = Symbol.for('verdance.uniformLimitPolicy');
type Holder = { [SHARED]?: Partial<Record<LimitBudget, { deadlineMs: number; policy: LimitPolicy }>> };

/**
 * The policy every Uniform client of this process uses for one budget. An SDK client built without a policy gets its
 * own, and then the limit never applies; kept on globalThis because Next may load this module once per route bundle.
 * Drafts wait in a queue of their own: however much visitor traffic fills the published one, the canvas goes through.
 */
export function sharedLimitPolicy(deadlineMs: number, budget: LimitBudget = 'published'): LimitPolicy {
  const holder = globalThis as Holder;
  const policies = (holder[SHARED] ??= {});
  const existing = policies[budget];
  if (existing?.deadlineMs === deadlineMs) return existing.policy;
  const policy = createUniformLimitPolicy(deadlineMs);
  policies[budget] = { deadlineMs, policy };
  return policy;
}
