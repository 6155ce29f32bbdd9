import { fixture, renderFixture, testContext } from '@/tests/support/render-fixture';
import { renderComponent } from '@/components/rendering/Composition/renderComponent';

const nav = vi.hoisted(() => ({ pathname: '/about', replace: vi.fn() }));
const router = { replace: nav.replace };
vi.mock('next/navigation', () => ({ usePathname: () => nav.pathname, useRouter: () => router }));

const BOT_HOST = 'https://rti.example';
const service = { status: 200, answer: {} as Record<string, unknown> };

/** The site's config endpoint turns the bot check on; the service answers with `service`; logging just succeeds. */
const fetchMock = vi.fn(async (input: string | URL) => {
  const url = String(input);
  if (url === '/api/integrations/config') {
    return Response.json({
      analytics: null,
      gtmId: null,
      botCheck: { host: BOT_HOST, apiKey: 'key', tagHash: 'hash' },
      visitLifespanMs: 1_800_000,
      loggingKey: 'test',
    });
  }
  if (url.startsWith(BOT_HOST)) return Response.json(service.answer, { status: service.status });
  return new Response(null, { status: 204 });
});

const botCalls = () => fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(BOT_HOST));
const logCalls = () =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/v1/logging/'));
const widget = fixture('cheqRTI', { redirectAddress: '/en-us/access-check' });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/about?utm_source=mail');
  nav.pathname = '/about';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  nav.replace.mockReset();
  Object.assign(service, { status: 200, answer: {} });
});

describe('bot check (cheqRTI)', () => {
  it('renders nothing and calls the service 200 ms after the page address is known, with the page as Referer', async () => {
    const { container } = renderFixture(widget);
    expect(container).toBeEmptyDOMElement();
    await vi.advanceTimersByTimeAsync(199);
    expect(botCalls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(botCalls()).toHaveLength(1));
    const url = new URL(botCalls()[0]!);
    expect(url.pathname).toBe('/api/v1/cheq/Enrollment');
    expect(url.searchParams.get('Referer')).toBe(window.location.href);
  });

  it('redirects a flagged visitor to the configured path without its locale prefix, and stores the cookie it is given', async () => {
    service.answer = { threatTypeCode: 16, setCookie: 'cheq_rti=flagged; Path=/' };
    renderFixture(widget);
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/access-check'));
    expect(document.cookie).toContain('cheq_rti=flagged');
  });

  it.each([
    ['a harmless threat code', 1, '/about'],
    ['a visitor already on the redirect path', 2, '/access-check'],
  ])('leaves %s where they are', async (_case, threatTypeCode, path) => {
    service.answer = { threatTypeCode };
    window.history.replaceState(null, '', path);
    nav.pathname = path;
    renderFixture(widget);
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(botCalls()).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(50);
    expect(nav.replace).not.toHaveBeenCalled();
  });

  it('logs “response not 200” and does nothing else when the service fails', async () => {
    service.status = 503;
    service.answer = { threatTypeCode: 2 };
    renderFixture(widget);
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(logCalls()).toHaveLength(1));
    const log = new URL(logCalls()[0]!, 'http://localhost');
    expect(log.pathname).toBe('/api/v1/logging/LogError');
    expect(log.searchParams.get('Message')).toBe('response not 200');
    expect(nav.replace).not.toHaveBeenCalled();
  });

  it('checks again after a client-side navigation', async () => {
    const { rerender } = renderFixture(widget);
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(botCalls()).toHaveLength(1));
    nav.pathname = '/claims';
    rerender(<>{renderComponent(widget, testContext())}</>);
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(botCalls()).toHaveLength(2));
  });
});
