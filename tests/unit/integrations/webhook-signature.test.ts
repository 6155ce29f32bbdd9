import { secretsMatch, signWebhook, verifyWebhookSignature } from '@/lib/integrations/webhook-signature';

const secret = `whsec_${Buffer.from('a test signing key').toString('base64')}`;
const body = JSON.stringify({ type: 'composition.published', payload: { slug: 'about' } });
const now = 1_800_000_000;

describe('webhook signature', () => {
  it('accepts a correct signature within five minutes', () => {
    const signature = signWebhook(secret, 'msg_1', now, body);
    expect(
      verifyWebhookSignature({ secret, id: 'msg_1', timestamp: String(now), signature, body, nowSeconds: now + 299 }),
    ).toBe(true);
    expect(
      verifyWebhookSignature({
        secret,
        id: 'msg_1',
        timestamp: String(now),
        signature: `v1,bogus ${signature}`,
        body,
        nowSeconds: now,
      }),
    ).toBe(true);
  });

  it.each([
    ['a changed body', { body: body.replace('about', 'legal') }],
    ['another id', { id: 'msg_2' }],
    ['an old timestamp', { nowSeconds: now + 301 }],
    ['a missing signature', { signature: null }],
    ['another secret', { secret: `whsec_${Buffer.from('other').toString('base64')}` }],
  ])('refuses %s', (_name, change) => {
    const signature = signWebhook(secret, 'msg_1', now, body);
    expect(
      verifyWebhookSignature({
        secret,
        id: 'msg_1',
        timestamp: String(now),
        signature,
        body,
        nowSeconds: now,
        ...change,
      }),
    ).toBe(false);
  });

  it('compares shared secrets exactly and never matches an unset one', () => {
    expect(secretsMatch('s3cret', 's3cret')).toBe(true);
    expect(secretsMatch('s3cret', 's3cret2')).toBe(false);
    expect(secretsMatch('', '')).toBe(false);
    expect(secretsMatch('x', undefined)).toBe(false);
    expect(secretsMatch(null, 'x')).toBe(false);
  });
});
