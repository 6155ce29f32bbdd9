/**
 * Delivery ids of signed webhooks already accepted, so a captured delivery cannot be replayed while its timestamp is
 * still inside the tolerance window. Each id is kept until the last moment any delivery carrying it could still pass
 * the timestamp check (its timestamp plus the window); after that the timestamp check refuses it anyway. The memory
 * is bounded: beyond `capacity` ids, expired ones are dropped and then the oldest accepted ones.
 */
export interface ReplayMemory {
  /** Records the id until `expiresAtSeconds`; false when it is already remembered (a replay). */
  firstDelivery(id: string, expiresAtSeconds: number): boolean;
  readonly size: number;
}

export interface ReplayMemoryOptions {
  capacity?: number;
  nowSeconds?: () => number;
}

export function createReplayMemory({
  capacity = 10_000,
  nowSeconds = () => Math.floor(Date.now() / 1000),
}: ReplayMemoryOptions = {}): ReplayMemory {
  /** id → expiry in seconds; a Map keeps insertion order, so the first key is the oldest accepted. */
  const seen = new Map<string, number>();

  const forgetExpired = (now: number) => {
    for (const [id, expiresAt] of seen) if (expiresAt < now) seen.delete(id);
  };

  return {
    firstDelivery(id, expiresAtSeconds) {
      const now = nowSeconds();
      const known = seen.get(id);
      if (known !== undefined && known >= now) {
        // A retry of the same message carries a newer timestamp: remember the id for as long as that one is valid too.
        seen.set(id, Math.max(known, expiresAtSeconds));
        return false;
      }
      seen.delete(id);
      if (seen.size >= capacity) forgetExpired(now);
      while (seen.size >= capacity) {
        const oldest = seen.keys().next();
        if (oldest.done) break;
        seen.delete(oldest.value);
      }
      seen.set(id, expiresAtSeconds);
      return true;
    },
    get size() {
      return seen.size;
    },
  };
}
