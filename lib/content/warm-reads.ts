import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';
import type { LimitPolicy } from '@uniformdev/canvas';

/**
 * Published reads already in Next's data cache skip the Uniform limit (issue 45, item 4). The limit policy counts
 * every call it starts, a data-cache hit too, so 20 not-found pages a second, each reading its frame (site settings,
 * header, footer, …: about eight reads), filled the 10 calls/s queue for good. Each render still makes its own fetch
 * (Next files that fetch's cache tags under the render, so a webhook refreshes it); only the queue is skipped.
 *
 * A read is warm once a fetch of it through the limit answered 2xx into Next's data cache; the revalidation webhook
 * forgets every warm read (`forgetWarmReads`). While one read of an address waits its turn, others of that address
 * wait for it instead of queueing too.
 *
 * Where Next keeps no data cache (draft mode, outside a request), or after another instance's webhook expired an
 * entry, a warm read reaches Uniform after all: Node's fetch reports each request it sends (`undici:request:create`),
 * and an address read that way while warm is cold for `DEMOTED_MS`, so such reads outside the limit stay rare.
 */
export const DEMOTED_MS = 10_000;

interface WarmState {
  warm: Set<string>;
  /** Reads of an address under way through the limit: settled when that read is. */
  leaders: Map<string, Promise<void>>;
  probing: AsyncLocalStorage<true>;
  /** Addresses sent to Uniform while warm, until when they count as cold. */
  demoted: Map<string, number>;
}

const SHARED = Symbol.for('verdance.content.warmReads');
type Holder = { [SHARED]?: WarmState };

/** One state per process (Next may load this module once per route bundle). */
function state(): WarmState {
  const holder = globalThis as Holder;
  if (!holder[SHARED]) {
    const created: WarmState = {
      warm: new Set(),
      leaders: new Map(),
      probing: new AsyncLocalStorage(),
      demoted: new Map(),
    };
    subscribe('undici:request:create', (message) => {
      const { request } = message as { request?: { origin?: unknown; path?: unknown } };
      const url = `${String(request?.origin)}${String(request?.path)}`;
      for (const key of created.warm) {
        if (urlOf(key) !== url) continue;
        created.warm.delete(key);
        created.demoted.set(url, Date.now() + DEMOTED_MS);
      }
    });
    holder[SHARED] = created;
  }
  return holder[SHARED];
}

/** A probed read not known to be cached: the caller queues for its turn, leading the others of its address. */
class ColdRead extends Error {
  constructor(readonly settle?: () => void) {
    super('Read not in the data cache yet');
    this.name = 'ColdRead';
  }
}

const urlOf = (key: string) => key.split(' ')[0]!;

/** The identity of a cached read: what Next's fetch cache key holds that differs between our reads. */
export function readKey(input: RequestInfo | URL, headers?: Record<string, string>): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return headers ? `${url} ${JSON.stringify(Object.entries(headers).sort())}` : url;
}

/**
 * Wraps a cacheable published read (the fetch the SDK calls): while probing, a read not warm throws instead of
 * fetching; after a fetch through the limit answered 2xx, the read is warm.
 */
export async function cachedRead(key: string, read: () => Promise<Response>): Promise<Response> {
  const { warm, leaders, probing } = state();
  if (probing.getStore()) {
    const leader = leaders.get(key);
    if (leader && !warm.has(key)) await leader;
    if (!warm.has(key)) {
      if (leaders.has(key)) throw new ColdRead();
      let settle = () => undefined as void;
      leaders.set(
        key,
        new Promise<void>((resolve) => (settle = resolve)).finally(() => leaders.delete(key)),
      );
      throw new ColdRead(settle);
    }
    // Not answered from the cache after all (a webhook on another instance expired it): cold again.
    const response = await read().catch((error: unknown) => {
      warm.delete(key);
      throw error;
    });
    if (!response.ok) warm.delete(key);
    return response;
  }
  const response = await read();
  if (response.ok && !((state().demoted.get(urlOf(key)) ?? 0) > Date.now())) warm.add(key);
  return response;
}

/** The limit for cacheable published reads: a warm read goes now, anything else waits its turn in `policy`. */
export function warmFirst(policy: LimitPolicy): LimitPolicy {
  return <T>(func: () => Promise<T>) => {
    const { probing } = state();
    return probing.run(true, func).catch((error: unknown) => {
      // A warm read that failed (its cache entry expired and Uniform did not answer) is tried again in the queue.
      const turn = probing.exit(() => policy(func));
      if (error instanceof ColdRead && error.settle) void turn.then(error.settle, error.settle);
      return turn;
    });
  };
}

/** After a webhook's revalidations: every read goes through the limit once more. */
export function forgetWarmReads(): void {
  state().warm.clear();
  state().demoted.clear();
}
