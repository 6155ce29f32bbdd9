export interface TokenBucketOptions {
  /** Burst size: requests a client may make at once. */
  capacity: number;
  /** Tokens added back per second. */
  refillPerSecond: number;
  /** Clients remembered at most; the least recently seen are forgotten first. */
  maxClients?: number;
}

/** An in-memory per-client token bucket: `take(client)` is true while the client is within its rate. */
export function createTokenBucket(options: TokenBucketOptions, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; updated: number }>();
  const maxClients = options.maxClients ?? 10_000;

  return {
    take(client: string): boolean {
      const time = now();
      const bucket = buckets.get(client) ?? { tokens: options.capacity, updated: time };
      const elapsed = Math.max(0, time - bucket.updated) / 1000;
      bucket.tokens = Math.min(options.capacity, bucket.tokens + elapsed * options.refillPerSecond);
      bucket.updated = time;
      buckets.delete(client);
      buckets.set(client, bucket);
      if (buckets.size > maxClients) {
        const oldest = buckets.keys().next().value;
        if (oldest !== undefined) buckets.delete(oldest);
      }
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
