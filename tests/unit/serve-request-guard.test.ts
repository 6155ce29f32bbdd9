import { describe, expect, it } from 'vitest';
import { guardRequest } from '@/lib/serve/request-guard';

const SERVABLE = new Set([
  '/',
  '/about',
  '/learning-center',
  '/search',
  '/contact-us/request-a-quote',
  '/robots.txt',
  '/images/hero.jpg',
  '/_next/static/chunks/a.js',
  '/_next/image',
]);
const API_ROUTES = new Set(['/api/analytics', '/api/revalidate']);
const STATIC_FILES = new Set(['/robots.txt', '/images/hero.jpg', '/images/my pic.jpg', '/_next/static/chunks/a.js']);
const guard = (url: string, method = 'GET', open = false) =>
  guardRequest({
    method,
    url,
    isServable: open ? undefined : (path) => SERVABLE.has(path.length > 1 ? path.replace(/\/+$/, '') : path),
    isApiRoute: (path) => API_ROUTES.has(path) || /^\/api\/v1\/logging\/[^/]+$/.test(path),
    isStaticFile: (path) => STATIC_FILES.has(path),
  });

const OPEN = { isApiRoute: () => true, isStaticFile: () => true };

describe('guardRequest', () => {
  it.each([
    ['/', 'pass'],
    ['/about', 'pass'],
    ['/about?page=2&x=%3Cscript%3E', 'pass'],
    ['/robots.txt', 'pass'],
    ['/_next/static/chunks/a.js', 'pass'],
    ['/_next/image?url=%2Fimages%2Fhero.jpg&w=640&q=75', 'pass'],
    ['/api/analytics', 'pass'],
    ['/api/v1/logging/LogDebug', 'pass'],
    ['/api/anything-unknown', 'not-found'],
    ['/api/zz-12345', 'not-found'],
    ['/api', 'not-found'],
    ['/api/analytics/x', 'not-found'],
    ['/x.json', 'not-found'],
    ['/images/unknown.png', 'not-found'],
    ['/_next/static/unknown.js', 'not-found'],
    ['/fonts/x.woff2', 'not-found'],
    ['/favicon-unknown', 'not-found'],
    ['/no-such-page', 'not-found'],
    ['/%ff%fe', 'not-found'],
    ['/about/%', 'not-found'],
    ['/_next/static/%ff', 'not-found'],
    ['/images/%ff.png', 'not-found'],
    ['/fonts/%ff', 'not-found'],
    ['/favicon%ff', 'not-found'],
    ['/_next/image%ff', 'not-found'],
    ['/%00', 'not-found'],
    ['/about%00.html', 'not-found'],
    ['//evil.example', 'not-found'],
    ['//EVIL', 'not-found'],
    ['/\\evil.example', 'not-found'],
    ['*', 'not-found'],
  ])('GET %s → %s', (url, kind) => expect(guard(url).kind).toBe(kind));

  it.each([
    ['/about/', '/about'],
    ['/about//', '/about'],
    ['/about%2F', '/about'],
    ['/about%2f%2F', '/about'],
    ['/about/.', '/about'],
    ['/x/../about?q=1', '/about?q=1'],
    ['/api/%2e%2e/learning-center?page=5000', '/learning-center?page=5000'],
    ['/api%2F..%2Fabout', '/about'],
    ['/%61bout', '/about'],
    ['/%41BOUT?x=%61', '/about?x=%61'],
    ['/%73earch?q=roses', '/search?q=roses'],
    ['/robot%73.txt', '/robots.txt'],
    ['/images/hero%2Ejpg', '/images/hero.jpg'],
    ['/_next/static/chunks/%61.js', '/_next/static/chunks/a.js'],
    ['/api/v%31/logging/LogDebug', '/api/v1/logging/LogDebug'],
    ['/api/v1/%6Cogging/LogDebug', '/api/v1/logging/LogDebug'],
    ['/%61pi/analytics', '/api/analytics'],
    ['/api/%61nalytics?x=1', '/api/analytics?x=1'],
  ])('%s is folded the way Next would see it: a redirect to %s', (url, location) =>
    expect(guard(url)).toEqual({ kind: 'redirect', location }),
  );

  it.each([
    ['/%2F%2Fevil.example'],
    ['/a%2Fb'],
    ['/ABOUT%2Fx'],
    ['/%61pi/zz-1'],
    ['/api/v%31/zz-1'],
    ['/%7Eabout'],
    ['/about%2e'],
    ['/zz-%31'],
    ['/caf%c3%a9'],
    ['/_next/static/%7Eunknown.js'],
  ])('a spelling of a path the build does not answer (%s) is not found, never a redirect or a render', (url) => {
    expect(guard(url).kind).toBe('not-found');
    expect(guard(url, 'HEAD').kind).toBe('not-found');
  });

  it('redirects spellings to their normal form with a live CMS too (any path may be a page there)', () => {
    expect(guard('/%6Eew-page', 'GET', true)).toEqual({ kind: 'redirect', location: '/new-page' });
    expect(guard('/caf%c3%a9', 'GET', true)).toEqual({ kind: 'redirect', location: '/caf%C3%A9' });
    expect(guard('/caf%C3%A9', 'GET', true).kind).toBe('pass');
    expect(guard('/%61pi/zz-1', 'HEAD', true).kind).toBe('not-found');
  });

  it('folds paths and refuses unknown API routes with a live CMS too', () => {
    expect(guard('/about%2F%2F', 'GET', true)).toEqual({ kind: 'redirect', location: '/about' });
    expect(guard('/api/zz-1', 'GET', true).kind).toBe('not-found');
    expect(guard('/api/revalidate', 'POST', true).kind).toBe('pass');
    expect(guard('/api/%2e%2e/about', 'POST', true).kind).toBe('method-not-allowed');
  });

  it.each([
    ['/_next/image?url=%2Fimages%2Fhero.jpg&w=640&q=75', 'pass'],
    ['/_next/image?url=/images/hero.jpg&w=640&q=75', 'pass'],
    ['/_next/image?url=/images/my%2520pic.jpg&w=640&q=75', 'pass'],
    ['/_next/image?url=https%3A%2F%2Fimg.uniform.global%2Fa.jpg&w=640&q=75', 'pass'],
    ['/_next/image?url=/no-such-page&w=640&q=75', 'not-found'],
    ['/_next/image?url=/about&w=640&q=75', 'not-found'],
    ['/_next/image?url=/images/zz-1.jpg&w=640&q=75', 'not-found'],
    ['/_next/image?url=/api/zz-1&w=640&q=75', 'not-found'],
    ['/_next/image?url=/images/../images/hero.jpg&w=640&q=75', 'bad-request'],
    ['/_next/image?url=/images/%2568ero.jpg&w=640&q=75', 'bad-request'],
    ['/_next/image?url=/images/hero.jpg%3Fv%3D1&w=640&q=75', 'bad-request'],
    ['/_next/image?url=//evil.example/a.jpg&w=640&q=75', 'bad-request'],
    ['/_next/image?url=/%5Cevil.example/a.jpg&w=640&q=75', 'bad-request'],
    ['/_next/image?url=/%255Cevil.example&w=640&q=75', 'bad-request'],
    ['/_next/image?url=a.jpg&w=640&q=75', 'bad-request'],
    ['/_next/image?w=640&q=75', 'bad-request'],
    ['/_next/image?url=/images/hero.jpg&url=/x&w=640', 'bad-request'],
  ])('the image optimiser fetches only files of the build: %s → %s', (url, kind) => expect(guard(url).kind).toBe(kind));

  it('redirects capitalised page paths to lowercase, keeping the query, never off-site', () => {
    expect(guard('/Contact-Us/Request-A-Quote?X=1')).toEqual({
      kind: 'redirect',
      location: '/contact-us/request-a-quote?X=1',
    });
    expect(guard('/ABOUT%2F')).toEqual({ kind: 'redirect', location: '/about' });
    expect(guard('//About').kind).toBe('not-found');
  });

  it.each([
    ['TRACE', '/about', 'GET, HEAD'],
    ['POST', '/about', 'GET, HEAD'],
    ['PUT', '/', 'GET, HEAD'],
    ['DELETE', '/api/revalidate', 'GET, HEAD, POST, OPTIONS'],
    ['TRACE', '/api/analytics', 'GET, HEAD, POST, OPTIONS'],
    ['CONNECT', '/x.json', 'GET, HEAD'],
  ])('%s %s → 405, Allow: %s', (method, url, allow) =>
    expect(guard(url, method)).toEqual({ kind: 'method-not-allowed', allow }),
  );

  it('lets HEAD and API POSTs through', () => {
    expect(guard('/about', 'HEAD').kind).toBe('pass');
    expect(guard('/api/revalidate', 'POST').kind).toBe('pass');
  });

  it("lets a form's post through to its page, and nothing else but GET and HEAD", () => {
    const post = (isFormPost: boolean) =>
      guardRequest({ ...OPEN, method: 'POST', url: '/contact-us/request-a-quote', isServable: () => true, isFormPost });
    expect(post(true).kind).toBe('pass');
    expect(post(false)).toEqual({ kind: 'method-not-allowed', allow: 'GET, HEAD' });
    expect(guardRequest({ ...OPEN, method: 'PUT', url: '/about', isFormPost: true }).kind).toBe('method-not-allowed');
  });

  it('passes unknown page paths to the renderer when any path may be a page (a live CMS)', () => {
    expect(guard('/published-after-the-build', 'GET', true).kind).toBe('pass');
    expect(guard('/%ff', 'GET', true).kind).toBe('not-found');
  });
});
