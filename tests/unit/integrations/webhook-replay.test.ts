import { createReplayMemory } from '@/lib/integrations/webhook-replay';
import { freshWebhookHeaders, TOLERANCE_SECONDS } from '@/lib/integrations/webhook-signature';

const start = 1_800_000_000;

function clock() {
  let now = start;
  return { nowSeconds: () => now, advance: (seconds: number) => (now += seconds) };
}

describe('replayed webhook deliveries', () => {
  it('accepts an id once and refuses it again while its timestamp is inside the window', () => {
    const time = clock();
    const memory = createReplayMemory({ nowSeconds: time.nowSeconds });
    expect(memory.firstDelivery('msg_1', start + TOLERANCE_SECONDS)).toBe(true);
    expect(memory.firstDelivery('msg_1', start + TOLERANCE_SECONDS)).toBe(false);
    expect(memory.firstDelivery('msg_2', start + TOLERANCE_SECONDS)).toBe(true);
    time.advance(TOLERANCE_SECONDS);
    expect(memory.firstDelivery('msg_1', start + TOLERANCE_SECONDS)).toBe(false);
  });

  it('forgets an id once no delivery carrying it could pass the timestamp check', () => {
    const time = clock();
    const memory = createReplayMemory({ nowSeconds: time.nowSeconds });
    memory.firstDelivery('msg_1', start + TOLERANCE_SECONDS);
    time.advance(TOLERANCE_SECONDS + 1);
    expect(memory.firstDelivery('msg_1', start + 2 * TOLERANCE_SECONDS)).toBe(true);
  });

  it('keeps an id for as long as the newest refused delivery with it stays valid', () => {
    const time = clock();
    const memory = createReplayMemory({ nowSeconds: time.nowSeconds });
    memory.firstDelivery('msg_1', start + TOLERANCE_SECONDS);
    time.advance(60);
    expect(memory.firstDelivery('msg_1', start + 60 + TOLERANCE_SECONDS)).toBe(false);
    time.advance(TOLERANCE_SECONDS - 30);
    expect(memory.firstDelivery('msg_1', start + 60 + TOLERANCE_SECONDS)).toBe(false);
  });

  it('stays bounded: expired ids go first, then the oldest', () => {
    const time = clock();
    const memory = createReplayMemory({ capacity: 3, nowSeconds: time.nowSeconds });
    memory.firstDelivery('a', start + TOLERANCE_SECONDS);
    memory.firstDelivery('short-lived', start + 10);
    memory.firstDelivery('b', start + TOLERANCE_SECONDS);
    time.advance(11);
    memory.firstDelivery('c', start + TOLERANCE_SECONDS);
    expect(memory.size).toBe(3);
    expect(memory.firstDelivery('a', start + TOLERANCE_SECONDS)).toBe(false);
    memory.firstDelivery('d', start + TOLERANCE_SECONDS);
    expect(memory.size).toBe(3);
    expect(memory.firstDelivery('c', start + TOLERANCE_SECONDS)).toBe(false);
    expect(memory.firstDelivery('a', start + TOLERANCE_SECONDS)).toBe(true);
  });
});

describe('delivery headers checked before the body is read', () => {
  const headers = (fields: Record<string, string>) => new Headers(fields);

  it('reads the svix or webhook headers when all are present and the timestamp is fresh', () => {
    expect(
      freshWebhookHeaders(
        headers({ 'svix-id': 'msg_1', 'svix-timestamp': String(start), 'svix-signature': 'v1,x' }),
        start + 299,
      ),
    ).toEqual({
      id: 'msg_1',
      timestamp: String(start),
      signature: 'v1,x',
    });
    expect(
      freshWebhookHeaders(
        headers({ 'webhook-id': 'msg_1', 'webhook-timestamp': String(start), 'webhook-signature': 'v1,x' }),
        start,
      ),
    ).not.toBeNull();
  });

  it.each([
    ['no signature', { 'svix-id': 'msg_1', 'svix-timestamp': String(start) }],
    ['no id', { 'svix-timestamp': String(start), 'svix-signature': 'v1,x' }],
    ['no timestamp', { 'svix-id': 'msg_1', 'svix-signature': 'v1,x' }],
    ['an old timestamp', { 'svix-id': 'msg_1', 'svix-timestamp': String(start - 301), 'svix-signature': 'v1,x' }],
    ['a future timestamp', { 'svix-id': 'msg_1', 'svix-timestamp': String(start + 301), 'svix-signature': 'v1,x' }],
    ['a timestamp that is not a number', { 'svix-id': 'msg_1', 'svix-timestamp': 'soon', 'svix-signature': 'v1,x' }],
    ['an overlong id', { 'svix-id': 'x'.repeat(300), 'svix-timestamp': String(start), 'svix-signature': 'v1,x' }],
  ])('refuses %s', (_name, fields) => {
    expect(freshWebhookHeaders(headers(fields), start)).toBeNull();
  });
});
