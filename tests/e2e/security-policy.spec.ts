import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { inlineScriptHashes } from '../../lib/csp/policy';
import { rawRequest, type RawAnswer as RawResponse } from '../support/raw-request';
import { startSecondServer, type SecondServer } from '../support/second-server';
import { nodeUpdated } from '../support/uniform-events';
import { watchBrowserProblems } from './gates-pages';
import { waitForHydration } from './support';

/**
 * Attacks on the front door (lib/serve/front-door.ts): whatever headers, cookies, methods or paths a request carries,
 * every HTML answer allows exactly its own inline scripts, nothing is rendered or cached for requests the site never
 * serves, and nothing one request sends reaches the page the next visitor gets.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const HOSTILE_HEADERS: Record<string, Record<string, string>> = {
  'a forged draft cookie': { cookie: '__prerender_bypass=x' },
  'Purpose: prefetch': { purpose: 'prefetch' },
  'Sec-Purpose: prefetch': { 'sec-purpose': 'prefetch' },
  'next-router-prefetch: 1': { 'next-router-prefetch': '1' },
  'a CSP request header with a nonce': { 'content-security-policy': "script-src 'nonce-attacker'" },
};

/** A raw request: path, method and headers go out byte for byte. */
const raw = (path: string, method = 'GET', headers: Record<string, string> = {}, port = PORT, body?: string) =>
  rawRequest({ port, path, method, headers, body });

function scriptSources(policy: unknown): string[] {
  return (
    String(policy ?? '')
      .split('; ')
      .find((part) => part.startsWith('script-src ')) ?? ''
  )
    .split(' ')
    .slice(1);
}

/** The policy allows exactly the inline scripts of the body it came with, by hash, and no nonce. */
function expectPolicyMatchesBody(response: RawResponse, label: string) {
  const policy = String(response.headers['content-security-policy'] ?? '');
  expect(policy, `${label} has a policy`).toContain("default-src 'self'");
  expect(policy, label).toContain("frame-ancestors 'none'");
  const sources = scriptSources(policy);
  expect(
    sources.filter((source) => source.startsWith("'nonce-")),
    label,
  ).toEqual([]);
  expect(sources.filter((source) => source.startsWith("'sha256-")).sort(), `${label}: hashes match the body`).toEqual(
    inlineScriptHashes(response.body),
  );
}

test.describe('hostile request headers', () => {
  const pages = ['/about', '/contact-us', '/learning-center?page=2', '/this-page-does-not-exist', '/x.json'];
  for (const path of pages) {
    test(`${path}: the same page and a matching policy whatever the request says`, async () => {
      const normal = await raw(path);
      expectPolicyMatchesBody(normal, `${path} plain`);
      for (const [name, headers] of Object.entries(HOSTILE_HEADERS)) {
        const hostile = await raw(path, 'GET', headers);
        expect(hostile.status, `${path} with ${name}`).toBe(normal.status);
        expect(hostile.body === normal.body, `${path} with ${name} is the same page`).toBe(true);
        expectPolicyMatchesBody(hostile, `${path} with ${name}`);
      }
    });
  }

  test('a listing page asked for as a prefetch is still that page, not page 1', async () => {
    const first = await raw('/learning-center');
    const second = await raw('/learning-center?page=2', 'GET', { purpose: 'prefetch', 'next-router-prefetch': '1' });
    expect(second.status).toBe(200);
    expect(second.body).not.toBe(first.body);
    expect(second.body).toContain('aria-current="page"');
  });

  test('a capitalised path asked for as a prefetch still redirects to its lowercase address', async () => {
    const response = await raw('/Contact-Us?x=1', 'GET', { purpose: 'prefetch', 'next-router-prefetch': '1' });
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('/contact-us?x=1');
  });
});

test.describe('requests the site never serves', () => {
  for (const path of [
    '/_next/static/%ff',
    '/images/%ff.png',
    '/fonts/%ff',
    '/favicon%ff',
    '/_next/image%ff',
    '/%ff%fe',
    '/about/%',
  ]) {
    test(`${path} is a 404 page with the security headers, not a bare 500`, async () => {
      const response = await raw(path);
      expect(response.status).toBe(404);
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.body).toMatch(/<title>[^<]+<\/title>/);
      expectPolicyMatchesBody(response, path);
    });
  }

  for (const [method, path] of [
    ['TRACE', '/'],
    ['TRACE', '/about'],
    ['PUT', '/about'],
    ['POST', '/about'],
    ['DELETE', '/api/analytics'],
  ] as const) {
    test(`${method} ${path} is 405 with the security headers`, async () => {
      const response = await raw(path, method);
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBeTruthy();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  }

  const FORM_POST = { 'next-action': '00ab', 'content-type': 'multipart/form-data; boundary=x' };
  for (const [name, path, headers, body, status] of [
    ['a cross-site Origin', '/contact-us', { ...FORM_POST, origin: 'https://evil.example' }, '--x--', 403],
    ['Origin: null', '/contact-us', { ...FORM_POST, origin: 'null' }, '--x--', 403],
    ['a malformed Origin', '/contact-us', { ...FORM_POST, origin: 'http://[' }, '--x--', 403],
    [
      'a post the browser calls cross-site',
      '/contact-us',
      { ...FORM_POST, origin: `http://127.0.0.1:${PORT}`, 'sec-fetch-site': 'cross-site' },
      '--x--',
      403,
    ],
    ['action arguments that are not form data', '/contact-us', { 'next-action': '00ab' }, '[{},"x"]', 400],
    ['an action body over 1 MB', '/contact-us', FORM_POST, 'x'.repeat(1024 * 1024 + 1), 413],
    ['a malformed router state', '/search', { rsc: '1', 'next-router-state-tree': '%7B' }, undefined, 400],
  ] as const) {
    test(`${name} is ${status} from the front door, not a 500 from Next`, async () => {
      const response = await raw(path, body === undefined ? 'GET' : 'POST', headers, PORT, body);
      expect(response.status).toBe(status);
      expect(response.body).toMatch(/^Refused: /);
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    });
  }

  test('two Host headers are a bad request from the front door', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(PORT, '127.0.0.1', () =>
        socket.end('GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n'),
      );
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/strict-transport-security: max-age=/i);
  });

  test('unknown paths, foreign methods and forged headers write nothing to the page cache', async () => {
    const marker = `never-cached-${Date.now()}`;
    const cacheBefore = new Set(readdirSync('.next/server', { recursive: true, encoding: 'utf8' }));
    const requests: [string, string, Record<string, string>][] = [];
    for (let index = 0; index < 8; index += 1) {
      requests.push(['GET', `/api/zz-${marker}-${index}`, {}]);
      requests.push(['POST', `/api/${marker}-${index}`, {}]);
      requests.push(['GET', `/api/%2e%2e/learning-center?page=${910 + index}`, {}]);
      requests.push(['GET', `/about${'%2F'.repeat(index + 1)}`, {}]);
      requests.push(['GET', `/about/${'/'.repeat(index)}.?m=${marker}`, {}]);
      requests.push(['GET', `/${marker}-${index}.json`, {}]);
      requests.push(['GET', `/images/${marker}-${index}`, {}]);
      requests.push(['GET', `/_next/static/${marker}-${index}`, {}]);
      requests.push(['GET', `/fonts/${marker}-${index}`, {}]);
      requests.push(['GET', `/favicon-${marker}-${index}`, {}]);
      requests.push(['GET', `/${marker}-${index}`, { cookie: '__prerender_bypass=x', purpose: 'prefetch' }]);
      requests.push(['POST', `/${marker}-${index}`, {}]);
      requests.push(['GET', `/learning-center?page=${900 + index}&m=${marker}`, {}]);
    }
    for (const [method, path, headers] of requests) expect((await raw(path, method, headers)).status).toBeLessThan(500);
    const cached = readdirSync('.next/server', { recursive: true, encoding: 'utf8' });
    expect(
      cached.filter(
        (file) =>
          file.includes(marker) ||
          /listing-page\/learning-center\/all\/9[01][0-7]\./.test(file) ||
          (!cacheBefore.has(file) && /about|api/.test(file)),
      ),
    ).toEqual([]);
  });

  test('the image optimiser fetches only files of the build, before it runs', async () => {
    const notFound = await raw('/_next/image?url=%2Fzz-never-an-image&w=640&q=75');
    expect(notFound.status).toBe(404);
    expect(notFound.body).toContain('</html>');
    for (const url of ['/%5Cevil.example', '//evil.example', '/images/../favicon.ico', '/favicon.ico%3Fv%3D1']) {
      const answer = await raw(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
      expect(answer.status, url).toBe(400);
      expect(answer.body, url).toBe('Bad request.\n');
      expect(answer.headers['strict-transport-security'], url).toContain('max-age=');
    }
  });

  test('a listing page number the build never made reads as page 1', async () => {
    const first = await raw('/learning-center');
    const beyond = await raw('/learning-center?page=999');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toBe(first.body);
  });
});

test.describe('draft mode, revalidation and rate limits on a server with secrets', () => {
  test.describe.configure({ mode: 'serial' });
  const SECRET = 'preview-secret-for-policy-tests';
  let site: SecondServer;

  test.beforeAll(async () => {
    site = await startSecondServer(PORT + 94, {
      UNIFORM_PREVIEW_SECRET: SECRET,
      REVALIDATE_SECRET: 'revalidate-secret',
    });
  });
  test.afterAll(() => site?.stop());

  test('rotating X-Forwarded-For does not get past the per-client limit', async () => {
    const statuses: number[] = [];
    const started = Date.now();
    for (let index = 0; index < 40; index += 1) {
      const response = await raw(
        '/api/v1/logging/LogDebug?SaidKey=flood&Message=again',
        'GET',
        { 'x-forwarded-for': `198.51.100.${index}` },
        PORT + 94,
      );
      statuses.push(response.status);
    }
    // The logging limit: a burst of 20, then one every 2 s. Were each forwarded address its own client, all 40 would
    // pass; as one client, the burst passes plus what the limit itself gave back while the 40 were sent.
    const givenBack = Math.floor((Date.now() - started) / 2000);
    const accepted = statuses.filter((status) => status === 204).length;
    expect(accepted).toBeGreaterThanOrEqual(20);
    expect(accepted).toBeLessThanOrEqual(20 + givenBack);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - accepted);
  });

  test('only a valid draft cookie gets a nonce and lets the editor frame the page', async ({ request }) => {
    const enter = await request.get(`${site.url}/api/preview?secret=${SECRET}&path=/about`, { maxRedirects: 0 });
    const cookie = String(enter.headers()['set-cookie'] ?? '')
      .split('\n')
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(cookie).toContain('__prerender_bypass=');
    const first = await raw('/about', 'GET', { cookie }, PORT + 94);
    const second = await raw('/about', 'GET', { cookie }, PORT + 94);
    const nonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(first.body).toContain(`nonce="${nonce}"`);
    expect(first.headers['content-security-policy']).toContain('frame-ancestors');
    expect(first.headers['content-security-policy']).toContain('https://uniform.app');
    expect(second.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
    expect(String(first.headers['cache-control'])).toContain('no-store');
    expect(String(first.headers.vary)).toContain('Cookie');
    expectPolicyMatchesBody(
      await raw('/about', 'GET', { cookie: '__prerender_bypass=forged' }, PORT + 94),
      'forged cookie',
    );
  });

  for (const path of ['/about', '/contact-us']) {
    test(`${path} regenerated after a revalidation by a hostile first request still hydrates for everyone`, async ({
      page,
    }) => {
      const revalidated = await page.request.post(`${site.url}/api/revalidate`, {
        headers: { 'x-revalidate-secret': 'revalidate-secret' },
        data: nodeUpdated(path),
      });
      expect((await revalidated.json()).revalidated).toBe(true);
      // The first requests after the revalidation carry everything that used to leak into the regenerated page.
      // The first request after a revalidation is the one whose headers the regenerated page is rendered with.
      await raw(path, 'GET', Object.assign({}, ...Object.values(HOSTILE_HEADERS)) as Record<string, string>, PORT + 94);
      for (const headers of Object.values(HOSTILE_HEADERS)) await raw(path, 'GET', headers, PORT + 94);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const later = await raw(path, 'GET', {}, PORT + 94);
        expect(later.body, 'no request-supplied nonce reached the cached page').not.toContain('attacker');
        expectPolicyMatchesBody(later, `${path} after revalidation`);
      }

      const problems = await watchBrowserProblems(page);
      await page.goto(`${site.url}${path}`);
      await waitForHydration(page);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await page.locator('footer a[href="/sitemap"]').first().click();
      await expect(page).toHaveURL(/\/sitemap$/);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect((await problems()).filter((problem) => !problem.startsWith('HTTP '))).toEqual([]);
    });
  }
});
