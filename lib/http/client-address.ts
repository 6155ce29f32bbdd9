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

/**
 * The key a client's rate limits count under: an IPv4 address as it is, an IPv6 address folded to its /64 (one
 * subscriber holds a whole /64 and can rotate through it), an IPv4-mapped IPv6 address as its IPv4 address. Anything
 * that is not an address (a forwarded list's first entry is taken) is kept as written, trimmed and lower-cased.
 *
 * `2001:db8:1:2:aaaa::1` → `2001:db8:1:2::/64`; `::ffff:198.51.100.7` → `198.51.100.7`; `198.51.100.7` unchanged.
 */
export function limitKey(address: string | null | undefined): string {
  const first = (address ?? '').split(',')[0]!.trim().toLowerCase();
  const bare = first.replace(/^\[(.*)\](:\d+)?$/, '$1').replace(/%.*$/, '');
  if (!bare) return 'unknown';
  const mapped = /^(?:0{0,4}:){0,5}ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare.replace(/^::/, '0:'));
  if (mapped) return mapped[1]!;
  const hextets = expandIpv6(bare);
  if (!hextets) return bare;
  return `${hextets.slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address without leading zeros, or undefined when the text is not one. */
function expandIpv6(text: string): string[] | undefined {
  if (!/^[0-9a-f:.]+$/.test(text) || !text.includes(':')) return undefined;
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  // A trailing dotted quad stands for the last two groups.
  const last = tail.length ? tail : head;
  const quad = last.at(-1)?.includes('.') ? last.pop() : undefined;
  if (quad !== undefined) {
    const bytes = quad.split('.').map(Number);
    if (bytes.length !== 4 || bytes.some((byte) => !Number.isInteger(byte) || byte > 255)) return undefined;
    last.push(((bytes[0]! << 8) | bytes[1]!).toString(16), ((bytes[2]! << 8) | bytes[3]!).toString(16));
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...head, ...Array.from({ length: halves.length === 2 ? missing : 0 }, () => '0'), ...tail];
  if (all.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return all.map((group) => parseInt(group, 16).toString(16));
}
