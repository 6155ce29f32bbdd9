import { createHash } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, Socket, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuildRoutes } from '@/lib/serve/build-routes';
import { createFrontDoor } from '@/lib/serve/front-door';
import { rawRequest } from '../support/raw-request';

/**
 * The front door in front of a stand-in for Next that answers the way Next does: a cached page with one end(body)
 * and an ETag, a render streamed in chunks, JSON. Requests are sent raw, as an attacker would send them.
 */
const PREVIEW_ID = 'valid-preview-mode-id';
const PAGE =
  '<!DOCTYPE html><html><head><script src="/_next/static/a.js"></script></head><body><h1>About</h1><script>self.__next_f.push([1,"about"])</script></body></html>';
const NOT_FOUND =
  '<!DOCTYPE html><html><body><h1>Not found</h1><script>self.__next_f.push([1,"404"])</script></body></html>';
const sha = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
const routes: BuildRoutes = {
  isServable: (path) => ['/', '/about', '/streamed', '/api/echo', '/logo.svg', '/_next/image'].includes(path),
  isApiRoute: (path) => path === '/api/echo',
  isStaticFile: (path) => path === '/logo.svg',
  notFoundHtml: NOT_FOUND,
  previewModeId: PREVIEW_ID,
};

let server: Server;
let port = 0;
const seen: IncomingHttpHeaders[] = [];

function fakeNext(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) {
  seen.push({ ...req.headers });
  const nonce = /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy'] ?? ''))?.[1];
  if (req.url === '/streamed') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.write('<!DOCTYPE html><html><body><script>first()</script>');
    setTimeout(() => res.end(`<script${nonce ? ` nonce="${nonce}"` : ''}>second()</script></body></html>`), 5);
    return;
  }
  if (req.url === '/logo.svg') {
    res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
    return res.end('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  }
  if (req.url?.startsWith('/api/')) {
    res.setHeader('Content-Type', 'application/json');
    return res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] }));
  }
  if (req.headers['if-none-match'] === '"about-etag"') {
    // As Next answers a revalidation of a cached page: no body, no Content-Type.
    res.statusCode = 304;
    res.setHeader('ETag', '"about-etag"');
    return res.end();
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('ETag', '"about-etag"');
  res.setHeader('Vary', 'rsc, Accept-Encoding');
  res.end(req.method === 'HEAD' ? undefined : PAGE);
}

const send = (method: string, path: string, headers: Record<string, string> = {}) =>
  rawRequest({ port, path, method, headers });

const scriptSources = (headers: IncomingHttpHeaders) =>
  String(headers['content-security-policy'] ?? '')
    .split('; ')
    .find((part) => part.startsWith('script-src '))
    ?.split(' ')
    .slice(1) ?? [];

beforeAll(async () => {
  const frontDoor = createFrontDoor({ routes, env: {} });
  server = createServer((req, res) => frontDoor(req, res, () => fakeNext(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the policy of an HTML response matches its own scripts', () => {
  it('a cached page allows exactly its inline scripts, by hash, and cannot be framed', async () => {
    const response = await send('GET', '/about');
    expect(response.body).toBe(PAGE);
    expect(scriptSources(response.headers)).toEqual(["'self'", sha('self.__next_f.push([1,"about"])')]);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it('a streamed render is held until its last script is known', async () => {
    const response = await send('GET', '/streamed');
    expect(scriptSources(response.headers)).toEqual(["'self'", ...[sha('first()'), sha('second()')].sort()]);
  });

  it('HEAD gets the policy of the body it stands for', async () => {
    await send('GET', '/about');
    expect(scriptSources((await send('HEAD', '/about')).headers)).toEqual([
      "'self'",
      sha('self.__next_f.push([1,"about"])'),
    ]);
  });

  it('a 304 for a page carries that page’s policy, never the no-scripts one (its headers replace the stored ones)', async () => {
    await send('GET', '/about');
    const notModified = await send('GET', '/about', { 'if-none-match': '"about-etag"' });
    expect(notModified.status).toBe(304);
    expect(scriptSources(notModified.headers)).toEqual(["'self'", sha('self.__next_f.push([1,"about"])')]);
  });

  it('non-HTML answers let nothing run', async () => {
    expect((await send('GET', '/logo.svg')).headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('hostile request headers change nothing for the next visitor', () => {
  it.each([
    ['a forged draft cookie', { cookie: '__prerender_bypass=x; theme=dark' }],
    ['a prefetch purpose', { purpose: 'prefetch' }],
    ['a router prefetch header', { 'next-router-prefetch': '1' }],
    ['a CSP request header carrying a nonce', { 'content-security-policy': "script-src 'nonce-attacker'" }],
  ])(
    '%s: the render gets no nonce, no draft cookie, no prefetch flag; the answer is the normal one',
    async (_name, headers) => {
      const response = await send('GET', '/about', headers);
      const received = seen.at(-1)!;
      expect(received['content-security-policy']).toBeUndefined();
      expect(received.purpose).toBeUndefined();
      expect(received['next-router-prefetch']).toBeUndefined();
      expect(String(received.cookie ?? '')).not.toContain('__prerender_bypass');
      expect(scriptSources(response.headers)).toEqual(["'self'", sha('self.__next_f.push([1,"about"])')]);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    },
  );

  it('keeps the prefetch header of a client-router (RSC) request, which Next varies on', async () => {
    await send('GET', '/about', { rsc: '1', 'next-router-prefetch': '1' });
    expect(seen.at(-1)!['next-router-prefetch']).toBe('1');
  });

  it('a valid draft cookie gets a fresh nonce per request, the editor as framer, and a private answer', async () => {
    const first = await send('GET', '/streamed', { cookie: `__prerender_bypass=${PREVIEW_ID}` });
    const second = await send('GET', '/streamed', { cookie: `__prerender_bypass=${PREVIEW_ID}` });
    const nonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))?.[1];
    expect(first.body).toContain(`nonce="${nonce}"`);
    expect(first.headers['content-security-policy']).toContain("frame-ancestors 'self' https://uniform.app");
    // The canvas' contextual-editing embed script loads from the editor's origin, in preview only.
    expect(String(first.headers['content-security-policy'])).toMatch(/script-src [^;]*https:\/\/uniform\.app/);
    const published = await send('GET', '/streamed');
    expect(String(published.headers['content-security-policy'])).not.toContain('uniform.app');
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(String(first.headers.vary)).toContain('Cookie');
  });

  it('editing is the canvas frame’s own request: its URL flag in draft mode, never a header sent from outside', async () => {
    const draft = { cookie: `__prerender_bypass=${PREVIEW_ID}` };
    const forged = { 'x-verdance-canvas-editing': '1' };
    await send('GET', '/about?is_incontext_editing_mode=true', draft);
    expect(seen.at(-1)!['x-verdance-canvas-editing']).toBe('editor');
    await send('GET', '/about?is_incontext_editing_mode=true&_rsc=abc', { ...draft, rsc: '1' });
    expect(seen.at(-1)!['x-verdance-canvas-editing']).toBe('editor');
    // The canvas' preview toggle (visual editing off), as canvas-next-rsc's determinePreviewMode reads it.
    const settings = encodeURIComponent(JSON.stringify({ isVisualEditingDisabled: true }));
    await send('GET', `/about?is_incontext_editing_mode=true&is_incontext_editing_forced_settings=${settings}`, draft);
    expect(seen.at(-1)!['x-verdance-canvas-editing']).toBe('preview');
    await send('GET', '/about', { ...draft, ...forged, cookie: `${draft.cookie}; uniform_editing=1` });
    expect(seen.at(-1)!['x-verdance-canvas-editing']).toBeUndefined();
    await send('GET', '/about?is_incontext_editing_mode=true', forged);
    expect(seen.at(-1)!['x-verdance-canvas-editing']).toBeUndefined();
  });

  it('a preview’s release is its own address’s, carried along its tab’s navigation, never a header from outside', async () => {
    const draft = { cookie: `__prerender_bypass=${PREVIEW_ID}`, host: '127.0.0.1' };
    const release = '2d7f4b1c-9e3a-4c6d-8b5f-1a0e2c4d6f8b';
    const forged = { 'x-verdance-preview-release': release };
    await send('GET', `/about?releaseId=${release}`, draft);
    expect(seen.at(-1)!['x-verdance-preview-release']).toBe(release);
    await send('GET', '/about', { ...draft, ...forged });
    expect(seen.at(-1)!['x-verdance-preview-release']).toBeUndefined();
    await send('GET', `/about?releaseId=${release}`, { ...forged, host: '127.0.0.1' });
    expect(seen.at(-1)!['x-verdance-preview-release']).toBeUndefined();
    // A link followed from the release tab's page: sent to its address with the release, never stored.
    const fromReleaseTab = { referer: `http://127.0.0.1/claims?releaseId=${release}`, 'sec-fetch-mode': 'navigate' };
    const carried = await send('GET', '/about', { ...draft, ...fromReleaseTab });
    expect(carried.status).toBe(307);
    expect(carried.headers.location).toBe(`/about?releaseId=${release}`);
    expect(carried.headers['cache-control']).toBe('private, no-store');
    // Outside draft mode nothing is carried.
    expect((await send('GET', '/about', { ...fromReleaseTab, host: '127.0.0.1' })).status).toBe(200);
  });

  it('the site part open in the canvas comes from the frame’s URL with the editing flag, never from outside', async () => {
    const draft = { cookie: `__prerender_bypass=${PREVIEW_ID}` };
    const forged = { 'x-verdance-canvas-site-part': 'header' };
    await send('GET', '/?is_incontext_editing_mode=true&canvas_site_part=footer', draft);
    expect(seen.at(-1)!['x-verdance-canvas-site-part']).toBe('footer');
    await send('GET', '/?is_incontext_editing_mode=true&canvas_site_part=main', { ...draft, ...forged });
    expect(seen.at(-1)!['x-verdance-canvas-site-part']).toBeUndefined();
    await send('GET', '/?canvas_site_part=header', draft);
    expect(seen.at(-1)!['x-verdance-canvas-site-part']).toBeUndefined();
    await send('GET', '/?is_incontext_editing_mode=true&canvas_site_part=header', forged);
    expect(seen.at(-1)!['x-verdance-canvas-site-part']).toBeUndefined();
  });

  it('rate limits see the socket address however X-Forwarded-For is rotated', async () => {
    const answers = await Promise.all(
      ['1.1.1.1', '2.2.2.2, 3.3.3.3'].map((value) => send('GET', '/api/echo', { 'x-forwarded-for': value })),
    );
    expect(answers.map((answer) => JSON.parse(answer.body).forwardedFor)).toEqual(['127.0.0.1', '127.0.0.1']);
  });
});

describe('requests the site never renders', () => {
  it.each([
    '/x.json',
    '/images/%ff.png',
    '/_next/static/%ff',
    '/no-such-page',
    '//evil.example',
    '/api/zz-12345',
    '/api/echo/x',
    '/%61pi/zz-12345',
    '/api/v%31/logging/zz',
    '/_next/image?url=%2Fno-such-page&w=640&q=75',
  ])('%s gets the built not-found page, its script allowed', async (path) => {
    const response = await send('GET', path);
    expect(response.status).toBe(404);
    expect(response.body).toBe(NOT_FOUND);
    expect(scriptSources(response.headers)).toEqual(["'self'", sha('self.__next_f.push([1,"404"])')]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // No other site may embed what the site serves (Spectre-style reads through <img>, <script>).
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it.each([
    ['TRACE', '/about'],
    ['POST', '/about'],
    ['DELETE', '/api/echo'],
  ])('%s %s is 405 with the security headers', async (method, path) => {
    const response = await send(method, path);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBeTruthy();
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it('a capitalised page path redirects to its lowercase address with a relative Location', async () => {
    const response = await send('GET', '/About?x=1', { purpose: 'prefetch' });
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('/about?x=1');
  });

  it.each([
    ['/about%2F', '/about'],
    ['/about%2F%2F?x=1', '/about?x=1'],
    ['/api/%2e%2e/about?page=5000', '/about?page=5000'],
    ['/%61bout', '/about'],
  ])('%s, another spelling of a path, redirects to %s', async (path, location) => {
    const response = await send('GET', path);
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe(location);
  });

  it.each(['/_next/image?url=/%5Cevil.example&w=640&q=75', '/_next/image?url=//evil.example&w=640&q=75'])(
    '%s is 400 with the security headers',
    async (path) => {
      const response = await send('GET', path);
      expect(response.status).toBe(400);
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    },
  );

  it('never reaches the renderer', async () => {
    const before = seen.length;
    await send('GET', '/unknown.json');
    await send('TRACE', '/');
    await send('GET', '/api/zz-1');
    await send('GET', '/about%2F%2F');
    await send('GET', '/_next/image?url=/zz-1&w=640&q=75');
    expect(seen.length).toBe(before);
  });
});

describe('requests Next would answer with a 500 and a stack trace', () => {
  const action = { 'next-action': 'abc', 'content-type': 'multipart/form-data; boundary=x', 'content-length': '10' };
  it.each([
    ['a cross-site Origin on a form post', 'POST', '/about', { ...action, origin: 'https://evil.example' }, 403],
    ['Origin: null on a form post', 'POST', '/about', { ...action, origin: 'null' }, 403],
    ['action arguments that are not form data', 'POST', '/about', { ...action, 'content-type': 'text/plain' }, 400],
    ['an action body over 1 MB', 'POST', '/about', { ...action, 'content-length': String(2 * 1024 * 1024) }, 413],
    ['a malformed router state', 'GET', '/about', { rsc: '1', 'next-router-state-tree': '%5B' }, 400],
  ])(
    '%s is refused before Next, with the security headers and one log line',
    async (_name, method, path, headers, status) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const before = seen.length;
      const response = await send(method, path, headers);
      expect(response.status).toBe(status);
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(seen.length).toBe(before);
      expect(warn).toHaveBeenCalledTimes(1);
      warn.mockRestore();
    },
  );
});

/** A raw request over a socket: headers byte for byte, even ones an HTTP client would refuse to send twice. */
function sendRaw(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(`${head}\r\n\r\n`));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('ambiguous requests', () => {
  it('two Host headers are a bad request, answered before Next', async () => {
    const before = seen.length;
    const answer = await sendRaw('GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/strict-transport-security: max-age=/i);
    expect(seen.length).toBe(before);
    expect(await sendRaw('GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close')).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('form posts with the site origins configured', () => {
  const body = '--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n--x--\r\n';
  const action = {
    'next-action': 'abc',
    'content-type': 'multipart/form-data; boundary=x',
    'content-length': String(body.length),
  };
  const siteDoor = createFrontDoor({ routes, env: { SITE_ORIGINS: 'https://site.example' } });
  const post = async (headers: Record<string, string>) => {
    const calls: number[] = [];
    const req = Object.assign(new IncomingMessage(new Socket()), {
      method: 'POST',
      url: '/about',
      headers: { ...action, ...headers },
      rawHeaders: Object.entries(headers).flat(),
    });
    req.push(body);
    req.push(null);
    const res = new ServerResponse(req);
    const ended = new Promise<void>((resolve) => {
      res.end = (() => {
        resolve();
        return res;
      }) as typeof res.end;
    });
    await Promise.race([ended, new Promise<void>((resolve) => siteDoor(req, res, () => resolve(void calls.push(1))))]);
    return { status: res.statusCode, reachedNext: calls.length > 0 };
  };

  it('refuses a DNS-rebinding pair (Origin and Host agree, but are not the site) and passes the site', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await post({ host: 'evil.example', origin: 'https://evil.example' })).toEqual({
      status: 403,
      reachedNext: false,
    });
    expect(await post({ host: 'site.example', origin: 'https://site.example' })).toEqual({
      status: 200,
      reachedNext: true,
    });
    warn.mockRestore();
  });
});
