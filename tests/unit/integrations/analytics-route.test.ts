// @vitest-environment node
import { vi } from 'vitest';

const SITE = 'http://site.test';
const pageHit = JSON.stringify({
  action: 'page_hit',
  version: '1',
  session_id: 'session_1',
  payload: JSON.stringify({ pathname: '/about', injected: 'x' }),
  injected: 'y',
});

function post(headers: Record<string, string>, body: string = pageHit) {
  return new Request(`${SITE}/api/analytics`, { method: 'POST', body, headers: { host: 'site.test', ...headers } });
}

const sameSite = { origin: SITE, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

async function route(configured: boolean) {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_ANALYTICS_ENDPOINT', configured ? 'https://collector.example/events' : '');
  vi.stubEnv('NEXT_PUBLIC_ANALYTICS_TOKEN', configured ? 'server-token' : '');
  return import('@/app/api/analytics/route');
}

describe('the analytics relay route', () => {
  const send = vi.fn<typeof fetch>(async () => new Response('{}'));
  beforeEach(() => {
    send.mockClear();
    vi.stubGlobal('fetch', send);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it.each<[string, Record<string, string>]>([
    ['another site', { ...sameSite, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['another site claiming same-origin', { ...sameSite, origin: 'https://evil.example' }],
    ['a sibling subdomain', { ...sameSite, origin: 'http://www.site.test', 'sec-fetch-site': 'same-site' }],
    ['another port', { ...sameSite, origin: 'http://site.test:8080' }],
    ['no Origin header', { 'content-type': 'application/json' }],
    ['an opaque origin', { ...sameSite, origin: 'null' }],
    ['Sec-Fetch-Site other than same-origin', { ...sameSite, 'sec-fetch-site': 'same-site' }],
  ])('refuses a post from %s with 403, configured or not', async (_name, headers) => {
    for (const configured of [true, false]) {
      const { POST } = await route(configured);
      expect((await POST(post(headers))).status).toBe(403);
    }
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonp',
    '',
  ])('refuses Content-Type %j with 415, configured or not', async (type) => {
    for (const configured of [true, false]) {
      const { POST } = await route(configured);
      expect((await POST(post({ ...sameSite, 'content-type': type }))).status).toBe(415);
    }
    expect(send).not.toHaveBeenCalled();
  });

  it('answers 404 to a proper same-site post when analytics is not configured', async () => {
    const { POST } = await route(false);
    expect((await POST(post(sameSite))).status).toBe(404);
  });

  it('relays a same-site JSON event, without Sec-Fetch-Site too, and sends only the known fields', async () => {
    const { POST } = await route(true);
    expect((await POST(post(sameSite))).status).toBe(202);
    expect((await POST(post({ origin: SITE, 'content-type': 'application/json; charset=utf-8' }))).status).toBe(202);
    expect(send).toHaveBeenCalledTimes(2);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe('https://collector.example/events');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer server-token' });
    expect(String(init?.body)).not.toContain('injected');
    expect(JSON.parse(String(init?.body))).toEqual({
      action: 'page_hit',
      version: '1',
      session_id: 'session_1',
      payload: '{"pathname":"/about"}',
    });
  });

  it('refuses an event over the size limit with 413', async () => {
    const { POST } = await route(true);
    expect(
      (await POST(post(sameSite, JSON.stringify({ action: 'page_hit', version: '1', payload: 'x'.repeat(20_000) }))))
        .status,
    ).toBe(413);
    expect(send).not.toHaveBeenCalled();
  });
});
