import { createHash } from 'node:crypto';
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuildRoutes } from '@/lib/serve/build-routes';
import { createFrontDoor } from '@/lib/serve/front-door';
import { HOLD_LIMIT_MS, holdScriptsUntilFirstPaint, LOADER_ID } from '@/lib/serve/paint-first';
import { rawRequest } from '../support/raw-request';

/** A page as Next 16 writes one: chunk scripts and script preloads in the head, the bootstrap chunk in the body. */
const NEXT_PAGE = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<link rel="preload" href="/_next/static/chunks/lazy-island.js" as="script" fetchPriority="low"/>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><h1>Greenhouse cover</h1><img fetchpriority="high" src="/hero.jpg" alt=""/>',
  '<script>self.__next_f.push([1,"page"])</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script src="/_next/static/chunks/boot.js" async=""></script></body></html>',
].join('');

const hold = (html: string) => holdScriptsUntilFirstPaint(Buffer.from(html)).toString('utf8');
const LOADER = new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`);
const loaderOf = (html: string) => LOADER.exec(html)?.[1] ?? '';
/** The scripts and preloads the loader was given: the two arrays after the function. */
const namedBy = (loader: string) => JSON.parse(`[${/\}\)\((\[.*\]),\d+\)$/.exec(loader)?.[1] ?? ''}]`);

describe('the front door holds Next’s chunk scripts until the first paint', () => {
  it('removes every chunk script and script preload, and the loader names them in document order', () => {
    const page = hold(NEXT_PAGE);
    expect(page).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(page).not.toMatch(/<link[^>]*as="script"/);
    expect(namedBy(loaderOf(page))).toEqual([
      ['/_next/static/chunks/react.js', '/_next/static/chunks/page.js', '/_next/static/chunks/boot.js'],
      ['/_next/static/chunks/lazy-island.js'],
    ]);
  });

  it('keeps the page itself: text, styles, fonts, the polyfill for old browsers, inline data and structured data', () => {
    const page = hold(NEXT_PAGE);
    for (const kept of [
      '<h1>Greenhouse cover</h1>',
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      'as="font"',
      'noModule=""',
      '<script>self.__next_f.push([1,"page"])</script>',
      '<script type="application/ld+json">',
    ])
      expect(page).toContain(kept);
  });

  it('puts the loader right after the charset, which stays within the first 1,024 bytes', () => {
    const page = hold(NEXT_PAGE);
    expect(page.indexOf(`<meta charSet="utf-8"/><script id="${LOADER_ID}">`)).toBeGreaterThan(0);
    expect(page.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(1024);
  });

  it('returns a page with nothing to hold, or already held, as it was', () => {
    const plain = Buffer.from('<!DOCTYPE html><html><head></head><body><p>No scripts</p></body></html>');
    expect(holdScriptsUntilFirstPaint(plain)).toBe(plain);
    const once = holdScriptsUntilFirstPaint(Buffer.from(NEXT_PAGE));
    expect(holdScriptsUntilFirstPaint(once)).toBe(once);
  });

  it('leaves a script Next wrote with anything more (a nonce, a type, another origin) to load as written', () => {
    const others = [
      '<script src="/_next/static/chunks/a.js" async="" nonce="abc"></script>',
      '<script src="/_next/static/chunks/b.js" async="" type="module"></script>',
      '<script src="https://cdn.example/c.js" async=""></script>',
    ];
    const page = hold(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${others.join('')}</head><body></body></html>`,
    );
    for (const tag of others) expect(page).toContain(tag);
    expect(page).not.toContain(LOADER_ID);
  });
});

/** Runs the page's loader in this document, with paint timing stood in for; resolves to the elements it added. */
function runLoader({ paintTiming = true, visibility = 'visible' } = {}) {
  let deliver: ((names: string[]) => void) | undefined;
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : [];
    constructor(private callback: (entries: unknown, observer: { disconnect(): void }) => void) {}
    observe() {
      deliver = (names) =>
        this.callback({ getEntriesByName: (name: string) => names.filter((entry) => entry === name) }, this);
    }
    disconnect() {
      deliver = undefined;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility as DocumentVisibilityState);
  new Function(loaderOf(hold(NEXT_PAGE)))();
  const added = () =>
    [...document.head.querySelectorAll('script[src], link[rel="preload"]')].map((element) =>
      element instanceof HTMLScriptElement
        ? `script ${new URL(element.src).pathname}${element.async ? ' async' : ''}`
        : `preload ${new URL((element as HTMLLinkElement).href).pathname}`,
    );
  return { added, paint: (...names: string[]) => deliver?.(names) };
}

describe('the loader in the page', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  const EVERY_CHUNK = [
    'preload /_next/static/chunks/lazy-island.js',
    'script /_next/static/chunks/react.js async',
    'script /_next/static/chunks/page.js async',
    'script /_next/static/chunks/boot.js async',
  ];

  it('requests nothing before the first contentful paint, then every chunk once, a frame after it', async () => {
    vi.useFakeTimers();
    const loader = runLoader();
    await vi.advanceTimersByTimeAsync(1_000);
    loader.paint('first-paint');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(loader.added()).toEqual([]);
    loader.paint('first-contentful-paint');
    expect(loader.added()).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(loader.added()).toEqual(EVERY_CHUNK);
    await vi.advanceTimersByTimeAsync(HOLD_LIMIT_MS);
    expect(loader.added()).toEqual(EVERY_CHUNK);
  });

  it('waits for the priority images to be decoded after the paint', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<img fetchpriority="high" alt="">';
    let decoded: () => void = () => undefined;
    const image = document.querySelector('img') as HTMLImageElement;
    image.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const loader = runLoader();
    loader.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(100);
    expect(loader.added()).toEqual([]);
    decoded();
    await vi.advanceTimersByTimeAsync(20);
    expect(loader.added()).toEqual(EVERY_CHUNK);
  });

  it.each([
    ['a browser without paint timing', { paintTiming: false }],
    ['a page loaded in a hidden tab, which paints nothing', { visibility: 'hidden' }],
  ])('%s gets the scripts once the document is parsed', async (_, options) => {
    vi.useFakeTimers();
    const loader = runLoader(options);
    await vi.advanceTimersByTimeAsync(20);
    expect(loader.added()).toEqual(EVERY_CHUNK);
  });

  it(`gets the scripts ${HOLD_LIMIT_MS} ms after the loader ran when no paint comes`, async () => {
    vi.useFakeTimers();
    const loader = runLoader();
    await vi.advanceTimersByTimeAsync(HOLD_LIMIT_MS - 1);
    expect(loader.added()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(loader.added()).toEqual(EVERY_CHUNK);
  });
});

describe('pages through the front door', () => {
  const PREVIEW_ID = 'valid-preview-mode-id';
  const routes: BuildRoutes = {
    isServable: (path) => ['/', '/broken'].includes(path),
    isApiRoute: () => false,
    isStaticFile: () => false,
    notFoundHtml: NEXT_PAGE.replace('Greenhouse cover', 'Not found'),
    previewModeId: PREVIEW_ID,
  };
  let server: Server;
  let port = 0;
  const sha = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

  beforeAll(async () => {
    const frontDoor = createFrontDoor({ routes, env: {} });
    server = createServer((req, res) =>
      frontDoor(req, res, () => {
        const answer = res as ServerResponse;
        answer.setHeader('Content-Type', 'text/html; charset=utf-8');
        answer.setHeader('Content-Length', Buffer.byteLength(NEXT_PAGE));
        if (req.url === '/broken') answer.statusCode = 500;
        else answer.setHeader('ETag', '"page-etag"');
        answer.end(req.method === 'HEAD' ? undefined : NEXT_PAGE);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a page is sent with its scripts held, its length its own, and the loader allowed by hash', async () => {
    for (let visit = 0; visit < 2; visit += 1) {
      const answer = await rawRequest({ port, path: '/' });
      expect(answer.body).toBe(hold(NEXT_PAGE));
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
      expect(answer.headers['content-security-policy']).toContain(sha(loaderOf(answer.body)));
      expect(answer.headers.etag).toBe('"page-etag"');
    }
  });

  it('HEAD names no length it cannot know', async () => {
    const answer = await rawRequest({ port, path: '/', method: 'HEAD' });
    expect(answer.headers['content-length']).toBeUndefined();
  });

  it('the built not-found page holds its scripts the same way', async () => {
    const answer = await rawRequest({ port, path: '/no-such-page' });
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('Not found');
    expect(answer.headers['content-security-policy']).toContain(sha(loaderOf(answer.body)));
  });

  it('an error page keeps Next’s tags: the scripts draw it', async () => {
    const answer = await rawRequest({ port, path: '/broken' });
    expect(answer.status).toBe(500);
    expect(answer.body).toBe(NEXT_PAGE);
  });

  it('a draft preview keeps Next’s tags: its policy is a nonce the loader would not carry', async () => {
    const answer = await rawRequest({ port, path: '/', headers: { cookie: `__prerender_bypass=${PREVIEW_ID}` } });
    expect(answer.body).toBe(NEXT_PAGE);
  });
});
