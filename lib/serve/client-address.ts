/**
 * The address of the client a request came from, for per-client rate limits. Only the TCP peer is known for sure;
 * `X-Forwarded-For` is written by whoever sends the request, so its entries count only when that many proxies of our
 * own (TRUSTED_PROXY_HOPS) stand in front of the site and each appended the address it saw.
 *
 * hops 0: the socket address. hops N: the N-th address from the right of [...X-Forwarded-For, socket]; a shorter
 * chain than promised falls back to its leftmost entry (never to nothing).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string {
  const socket = socketAddress || 'unknown';
  if (trustedHops <= 0) return socket;
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? socket;
}

/** TRUSTED_PROXY_HOPS as a small whole number; anything else means no trusted proxy. */
export function readTrustedHops(value: string | undefined): number {
  const hops = Number(value ?? 0);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0;
}
