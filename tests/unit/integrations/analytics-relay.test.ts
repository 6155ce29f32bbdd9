import { createAnalyticsRelay, MAX_EVENT_BYTES, parseInsightsEvent } from '@/lib/integrations/analytics-relay';

const event = (fields: Record<string, unknown>) =>
  JSON.stringify({ action: 'page_hit', version: '1', session_id: 's', payload: '{}', ...fields });

describe('insights events posted to the relay', () => {
  it.each(['session_start', 'page_hit', 'test_result', 'personalization_result', 'goal_convert', 'scores_change'])(
    'relays %s unchanged',
    (action) => {
      const raw = event({ action });
      expect(parseInsightsEvent(raw)).toEqual({ ok: true, body: raw });
    },
  );

  it.each([
    ['not JSON', '<script>', 400],
    ['a list', '[1]', 400],
    ['null', 'null', 400],
    ['an unknown action', event({ action: 'delete_everything' }), 400],
    ['another version', event({ version: '2' }), 400],
    ['an event over 16 kB', event({ payload: 'x'.repeat(MAX_EVENT_BYTES) }), 413],
  ])('refuses %s', (_, raw, status) => {
    expect(parseInsightsEvent(raw)).toMatchObject({ ok: false, status });
  });
});

describe('relaying to the collector', () => {
  const upstream = { endpoint: 'https://collector.example/events', token: 'secret-token' };

  it('posts the event with the bearer token', async () => {
    const send = vi.fn(async () => new Response('{}', { status: 200 }));
    const relay = createAnalyticsRelay({ upstream, fetch: send, onOutage: vi.fn() });
    expect(await relay('{"action":"page_hit"}')).toBe(true);
    expect(send).toHaveBeenCalledWith(
      'https://collector.example/events',
      expect.objectContaining({
        method: 'POST',
        body: '{"action":"page_hit"}',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer secret-token' },
      }),
    );
  });

  it('logs an outage once, however many events fail, and again after the collector has recovered', async () => {
    let answer: () => Promise<Response> = () => Promise.reject(new TypeError('fetch failed'));
    const onOutage = vi.fn();
    const relay = createAnalyticsRelay({ upstream, fetch: () => answer(), onOutage });
    expect(await relay('{}')).toBe(false);
    expect(await relay('{}')).toBe(false);
    answer = async () => new Response('', { status: 500 });
    expect(await relay('{}')).toBe(false);
    expect(onOutage).toHaveBeenCalledTimes(1);
    expect(onOutage).toHaveBeenCalledWith('fetch failed');
    answer = async () => new Response('{}', { status: 200 });
    expect(await relay('{}')).toBe(true);
    answer = async () => new Response('', { status: 503 });
    expect(await relay('{}')).toBe(false);
    expect(onOutage).toHaveBeenCalledTimes(2);
    expect(onOutage).toHaveBeenLastCalledWith('collector answered 503');
  });
});
