// @vitest-environment node
import { createAnalyticsRelay, parseInsightsEvent } from '@/lib/integrations/analytics-relay';

const base = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  locale: 'en-US',
  location: 'America/Chicago',
  referrer: 'https://www.example.com/',
  pathname: '/about',
  href: 'https://verdance.example/about?segment=florist',
};
const ids = {
  session_id: 'session_0f3c2e9d',
  visitor_id: 'visitor_5b0f3c2e',
  page_view_id: 'page_a41d77c0',
  timestamp: '2026-03-01T12:00:00.000Z',
};

/** The six messages @uniformdev/context's createInsightsClient sends, as it sends them (payload as a JSON string). */
const SDK_EVENTS: Record<string, Record<string, unknown>> = {
  session_start: { ...base, previous_session_id: 'session_earlier' },
  page_hit: base,
  test_result: {
    ...base,
    name: 'hero-test',
    variantId: 'variant-b',
    control: false,
    variantAssigned: true,
    compositionMetadata: { compositionId: 'c0ffee', matchedRoute: '/about', dynamicInputs: { slug: 'about' } },
    visitorId: ids.visitor_id,
    sessionId: ids.session_id,
    pageId: ids.page_view_id,
  },
  personalization_result: { ...base, name: 'hero', variantId: 'florist', control: false, changed: true },
  goal_convert: { ...base, goalId: 'quote-requested' },
  scores_change: { ...base, scores: { florist: 50, grower: 0, nursery: 12.5 } },
};

const sdkEvent = (action: string, payload: Record<string, unknown>) => ({
  action,
  version: '1',
  ...ids,
  payload: JSON.stringify(payload),
});

function forwarded(
  raw: Record<string, unknown> | string,
): Record<string, unknown> & { payload: Record<string, unknown> } {
  const parsed = parseInsightsEvent(typeof raw === 'string' ? raw : JSON.stringify(raw));
  if (!parsed.ok) throw new Error(parsed.error);
  const event = JSON.parse(parsed.body) as Record<string, unknown>;
  return { ...event, payload: JSON.parse(String(event.payload)) as Record<string, unknown> };
}

describe('insights events relayed to the collector', () => {
  it.each(Object.entries(SDK_EVENTS))(
    'passes the SDK’s %s event through with every field and type intact',
    (action, payload) => {
      expect(forwarded(sdkEvent(action, payload))).toEqual({ action, version: '1', ...ids, payload });
    },
  );

  it('drops unknown top-level fields, and payload fields the action does not send', () => {
    const payload = JSON.stringify({ ...base, goalId: 'g', scores: { a: 1 }, html: '<script>', secret: 'x' }).replace(
      '{',
      '{"__proto__":{"polluted":true},',
    );
    const raw = JSON.stringify({
      ...sdkEvent('page_hit', {}),
      payload,
      project_id: 'someone-elses-project',
      authorization: 'Bearer stolen',
      extra: { nested: 'data' },
    }).replace('{', '{"__proto__":{"polluted":true},');
    expect(forwarded(raw)).toEqual({ action: 'page_hit', version: '1', ...ids, payload: base });
  });

  it('drops fields of the wrong type rather than converting them', () => {
    const raw = sdkEvent('personalization_result', {
      ...base,
      name: 42,
      variantId: ['x'],
      control: 'false',
      changed: 1,
    });
    const event = forwarded({ ...raw, session_id: 7, visitor_id: { id: 'v' } });
    expect(event.payload).toEqual(base);
    expect(event).not.toHaveProperty('session_id');
    expect(event).not.toHaveProperty('visitor_id');
    const scores = forwarded(
      sdkEvent('scores_change', { scores: { florist: 10, grower: 'high', nursery: null, big: Infinity } }),
    ).payload;
    expect(scores).toEqual({ scores: { florist: 10 } });
    const metadata = forwarded(
      sdkEvent('test_result', {
        name: 't',
        compositionMetadata: { compositionId: 'c', dynamicInputs: { slug: 5, page: '2' }, other: 'x' },
      }),
    ).payload;
    expect(metadata).toEqual({ name: 't', compositionMetadata: { compositionId: 'c', dynamicInputs: { page: '2' } } });
  });

  it('bounds the length of every string', () => {
    const long = 'x'.repeat(3_000);
    const event = forwarded({
      ...sdkEvent('goal_convert', { href: long, goalId: long, 'user-agent': long }),
      session_id: long,
    });
    expect(String(event.session_id).length).toBeLessThanOrEqual(128);
    expect(String(event.payload.href).length).toBeLessThanOrEqual(2_048);
    expect(String(event.payload.goalId).length).toBeLessThanOrEqual(128);
    expect(String(event.payload['user-agent']).length).toBeLessThanOrEqual(512);
  });

  it.each([
    ['a payload that is not a string', { action: 'page_hit', version: '1', payload: { ...base } }],
    ['a payload string that is not a JSON object', { action: 'page_hit', version: '1', payload: '[1,2]' }],
  ])('refuses %s', (_name, raw) => {
    expect(parseInsightsEvent(JSON.stringify(raw))).toMatchObject({ ok: false, status: 400 });
  });

  it('sends the collector nothing but the rebuilt event', async () => {
    const send = vi.fn<typeof fetch>(async () => new Response('{}'));
    const relay = createAnalyticsRelay({
      upstream: { endpoint: 'https://collector.example/events', token: 't' },
      fetch: send,
      onOutage: vi.fn(),
    });
    const parsed = parseInsightsEvent(
      JSON.stringify({ ...sdkEvent('goal_convert', { ...base, goalId: 'g', injected: 'payload' }), injected: 'top' }),
    );
    if (!parsed.ok) throw new Error(parsed.error);
    await relay(parsed.body);
    const sent = String(send.mock.calls[0]?.[1]?.body);
    expect(sent).not.toContain('injected');
    expect(JSON.parse(sent)).toEqual({
      action: 'goal_convert',
      version: '1',
      ...ids,
      payload: JSON.stringify({ ...base, goalId: 'g' }),
    });
  });
});
