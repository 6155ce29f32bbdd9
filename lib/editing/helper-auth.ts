import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The editing helper's stronger path (docs/security.md#the-editing-helper). In draft mode the page asks the helper
 * for a pass: a token naming its expiry, signed with UNIFORM_PREVIEW_SECRET, and a key derived from the token with
 * the same secret. Each post then carries the token and `t=<ms>,v1=<hex>`: HMAC-SHA256 with that key of
 * `<t>.<body>`. The helper checks the token's signature and expiry before it reads the body, and the MAC of the raw
 * body before it parses it; a MAC older or newer than REPLAY_WINDOW_MS, or seen before, is refused.
 */

/** How long a pass lasts: an editing session (the page asks again after a refused post). */
export const PASS_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** How far a post's timestamp may be from now (the page corrects its clock with the server time of its pass). */
export const REPLAY_WINDOW_MS = 60_000;
/** MACs remembered at once: a client posting faster than this in one window is refused until some expire. */
const SEEN_LIMIT = 10_000;

export interface EditingPass {
  token: string;
  key: string;
  /** The server's clock when the pass was issued, for the page's MAC timestamps. */
  now: number;
  expires: number;
}

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('base64url');

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const keyFor = (token: string, secret: string) => hmac(secret, `editing-key.${token}`);

export function issuePass(secret: string, now = Date.now()): EditingPass {
  const expires = now + PASS_LIFETIME_MS;
  const body = `${expires}.${randomBytes(16).toString('base64url')}`;
  const token = `${body}.${hmac(secret, `editing-pass.${body}`)}`;
  return { token, key: keyFor(token, secret), now, expires };
}

/** Whether a token is one this secret signed and it has not expired: checked from the header alone. */
export function isValidPass(token: string | null, secret: string, now = Date.now()): token is string {
  if (!token || token.length > 200) return false;
  const match = /^(\d{1,15})\.([\w-]{22})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const [, expires, nonce, signature] = match;
  return Number(expires) > now && same(signature!, hmac(secret, `editing-pass.${expires}.${nonce}`));
}

/** The MAC the page sends for a body: `t=<ms>,v1=<hex>`. */
export function signatureFor(key: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type MacVerdict = 'ok' | 'bad' | 'stale' | 'replayed';

/** The MACs seen within the window, oldest first: a replay is refused, the memory never grows past SEEN_LIMIT. */
export function createReplayMemory(limit = SEEN_LIMIT) {
  const seen = new Map<string, number>();
  return {
    /** Remembers a MAC until `expires`; false when it is already there or the memory is full of live ones. */
    remember(mac: string, expires: number, now = Date.now()): boolean {
      for (const [old, until] of seen) {
        if (until > now) break;
        seen.delete(old);
      }
      if (seen.has(mac) || seen.size >= limit) return false;
      seen.set(mac, expires);
      return true;
    },
    get size() {
      return seen.size;
    },
  };
}

/**
 * Checks a post's `t=…,v1=…` against the pass's key and the raw body: the timestamp within the window, the MAC equal,
 * and not seen before (remembered only once it is known good).
 */
export function verifySignature(
  header: string,
  token: string,
  body: string,
  secret: string,
  memory: ReturnType<typeof createReplayMemory>,
  now = Date.now(),
): MacVerdict {
  const match = /^t=(\d{1,15}),v1=([0-9a-f]{64})$/.exec(header.trim());
  if (!match) return 'bad';
  const timestamp = Number(match[1]);
  if (Math.abs(now - timestamp) > REPLAY_WINDOW_MS) return 'stale';
  if (!same(header.trim(), signatureFor(keyFor(token, secret), timestamp, body))) return 'bad';
  return memory.remember(match[2]!, timestamp + REPLAY_WINDOW_MS, now) ? 'ok' : 'replayed';
}

/** Deeper than this is no composition (its slots nest a few levels a component): refused before anything recurses. */
export const MAX_JSON_DEPTH = 128;

/** Whether parsed JSON nests no deeper than `max` (walked with a stack of its own, never recursion). */
export function withinDepth(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= max) return false;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return true;
}
