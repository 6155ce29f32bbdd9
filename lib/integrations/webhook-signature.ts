import { createHmac, timingSafeEqual } from 'node:crypto';

/** Uniform signs webhooks the Svix way; a signature older than this is refused (replay protection). */
const TOLERANCE_SECONDS = 5 * 60;

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
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
  if (!id || !timestamp || !signature) return false;
  const sentAt = Number(timestamp);
  const now = input.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (!Number.isFinite(sentAt) || Math.abs(now - sentAt) > TOLERANCE_SECONDS) return false;
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
