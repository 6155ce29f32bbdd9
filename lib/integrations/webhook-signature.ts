import { createHmac, timingSafeEqual } from 'node:crypto';

/** Uniform signs webhooks the Svix way; a signature older (or newer) than this is refused (replay protection). */
export const TOLERANCE_SECONDS = 5 * 60;

/** The Svix delivery headers (`svix-*`, or the standard-webhooks `webhook-*` names). */
export interface WebhookHeaders {
  id: string;
  timestamp: string;
  signature: string;
}

/** Svix message ids are about 30 characters; a longer one is not a real delivery. */
const MAX_ID_LENGTH = 256;
const nowInSeconds = () => Math.floor(Date.now() / 1000);

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether a delivery timestamp (seconds) is within the tolerance window around now. */
export function isFreshTimestamp(timestamp: string, nowSeconds: number = nowInSeconds()): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(nowSeconds - Number(timestamp)) <= TOLERANCE_SECONDS;
}

/**
 * The delivery headers of a signed webhook, or null when one is missing or the timestamp is outside the window: what
 * can be checked before the body is read, so an unsigned or stale request costs nothing.
 */
export function freshWebhookHeaders(headers: Headers, nowSeconds?: number): WebhookHeaders | null {
  const id = headers.get('svix-id') ?? headers.get('webhook-id');
  const timestamp = headers.get('svix-timestamp') ?? headers.get('webhook-timestamp');
  const signature = headers.get('svix-signature') ?? headers.get('webhook-signature');
  if (!id || id.length > MAX_ID_LENGTH || !timestamp || !signature || !isFreshTimestamp(timestamp, nowSeconds))
    return null;
  return { id, timestamp, signature };
}

/**
 * Checks a Svix-style signature: `svix-signature` holds space-separated `v1,<base64 HMAC-SHA256>` of
 * `${svix-id}.${svix-timestamp}.${body}` keyed with the secret (`whsec_<base64>`).
 */
export function verifyWebhookSignature(input: {
  secret: string;
  id: string | null;
  timestamp: string | null;
  signature: string | null;
  body: string;
  nowSeconds?: number;
}): boolean {
  const { id, timestamp, signature } = input;
  if (!id || !timestamp || !signature || !isFreshTimestamp(timestamp, input.nowSeconds)) return false;
  const key = Buffer.from(input.secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${input.body}`).digest('base64');
  return signature.split(' ').some((part) => {
    const [version, value] = part.split(',');
    return version === 'v1' && value !== undefined && equal(value, expected);
  });
}

/** Signs a body the same way (for tests and for local tools that call the webhook). */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export function secretsMatch(given: string | null | undefined, expected: string | undefined): boolean {
  return Boolean(given && expected && equal(given, expected));
}
