import { expect, test } from '@playwright/test';
import { openHydrated } from './support';
import { OFF_SITE_PATHS } from '../support/off-site-paths';
import { rawRequest, type RawRequest } from '../support/raw-request';

/**
 * Requests a hostile caller can make against the main test server (no REVALIDATE_SECRET, no webhook secret, analytics
 * not configured): open redirects through the preview exit, bodies sent before authentication, analytics posted from
 * other sites, and support ids that are not support ids.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SITE = `http://127.0.0.1:${PORT}`;

/** A raw request to the main test server. */
const raw = (request: Omit<RawRequest, 'port'>) => rawRequest({ port: PORT, ...request });

test.describe('preview exit never redirects off-site', () => {
  /** Each payload as a link would carry it: percent-encoded once, and encoded once more. */
  const queries = OFF_SITE_PATHS.flatMap((payload) => [
    encodeURIComponent(payload),
    encodeURIComponent(encodeURIComponent(payload)),
  ]);
  /** And a few written into the query as they are (the server decodes their own escapes). */
  queries.push(
    '/.//evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/a/..//evil.example',
    '/x/%2e%2e//evil.example',
  );

  for (const [index, query] of queries.entries()) {
    test(`${index + 1}: ?path=${query.slice(0, 60)}`, async () => {
      const answer = await raw({ path: `/api/preview/exit?path=${query}` });
      expect(answer.status).toBe(307);
      const location = String(answer.headers.location);
      expect(location, 'a single-slash internal path').toMatch(/^\/(?![/\\])/);
      expect(location).not.toMatch(/[\u0000-\u0020\\]/);
      expect(new URL(location, SITE).origin).toBe(SITE);
      expect(new URL(location, 'https://www.example.com/deep/page').origin).toBe('https://www.example.com');
    });
  }

  test('an internal path is kept, with its query and hash', async () => {
    const answer = await raw({ path: `/api/preview/exit?path=${encodeURIComponent('/about?x=1#team')}` });
    expect(answer.status).toBe(307);
    expect(answer.headers.location).toBe('/about?x=1#team');
  });
});

test.describe('the revalidation webhook reads no body before authentication', () => {
  // The route waits this long for a body (app/api/revalidate/route.ts): an answer before it came without the body.
  const bodyDeadlineMs = 10_000;
  const hundredMegabytes = String(100 * 1024 * 1024);
  const now = () => String(Math.floor(Date.now() / 1000));

  test('a 100 MB body without a secret is refused at once, without waiting for the body', async () => {
    const answer = await raw({
      method: 'POST',
      path: '/api/revalidate',
      headers: { 'content-type': 'application/json', 'content-length': hundredMegabytes },
      body: '{"type":"composition.published",',
      keepOpen: true,
    });
    expect([401, 413]).toContain(answer.status);
    expect(answer.elapsedMs).toBeLessThan(bodyDeadlineMs);
  });

  test('a body that never arrives, sent with a wrong secret, is refused at once', async () => {
    const answer = await raw({
      method: 'POST',
      path: '/api/revalidate?secret=wrong',
      headers: { 'content-type': 'application/json', 'content-length': '1000' },
      body: '{',
      keepOpen: true,
    });
    expect(answer.status).toBe(401);
    expect(answer.elapsedMs).toBeLessThan(bodyDeadlineMs);
  });

  test('signature headers are refused before the body when no webhook secret is configured, or when stale', async () => {
    for (const timestamp of [now(), String(Math.floor(Date.now() / 1000) - 3_600)]) {
      const answer = await raw({
        method: 'POST',
        path: '/api/revalidate',
        headers: {
          'content-type': 'application/json',
          'content-length': hundredMegabytes,
          'svix-id': 'msg_e2e',
          'svix-timestamp': timestamp,
          'svix-signature': 'v1,AAAA',
        },
        body: '{',
        keepOpen: true,
      });
      expect([401, 413]).toContain(answer.status);
      expect(answer.elapsedMs).toBeLessThan(bodyDeadlineMs);
    }
  });
});

test.describe('analytics accepts JSON from this site only (checked before "not configured")', () => {
  const event = JSON.stringify({ action: 'page_hit', version: '1', session_id: 'session_e2e', payload: '{}' });
  const post = (headers: Record<string, string>) =>
    raw({
      method: 'POST',
      path: '/api/analytics',
      headers: { 'content-length': String(Buffer.byteLength(event)), ...headers },
      body: event,
    });

  test('a post from another origin gets 403', async () => {
    for (const origin of ['https://evil.example', `http://evil.example:${PORT}`, 'null']) {
      expect((await post({ origin, 'content-type': 'application/json' })).status, origin).toBe(403);
    }
    expect(
      (await post({ origin: 'https://evil.example', 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' }))
        .status,
    ).toBe(403);
  });

  test('a post without an Origin, or marked cross-site by the browser, gets 403', async () => {
    expect((await post({ 'content-type': 'application/json' })).status).toBe(403);
    expect(
      (await post({ origin: SITE, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403);
    expect(
      (await post({ origin: SITE, 'content-type': 'application/json', 'sec-fetch-site': 'same-site' })).status,
    ).toBe(403);
  });

  test('text/plain and form posts from this site get 415', async () => {
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded']) {
      expect((await post({ origin: SITE, 'content-type': type, 'sec-fetch-site': 'same-origin' })).status, type).toBe(
        415,
      );
    }
  });

  test('a same-origin JSON post gets past both checks', async () => {
    const answer = await post({ origin: SITE, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' });
    // 404 on this server, where analytics is not configured; 202 where it is.
    expect([202, 404]).toContain(answer.status);
  });
});

test.describe('?supportid= shows only what looks like a support id', () => {
  const placeholder = '[data-support-id]';
  const refused: [string, string][] = [
    ['markup', '<b>bold</b><img src=x onerror="window.__pwned=1">'],
    ['65 characters', 'A'.repeat(65)],
    ['spaces and quotes', `AB 12 "quoted"`],
    ['a script URL', 'javascript:alert(1)'],
  ];

  for (const [name, value] of refused) {
    for (const param of ['supportid', 'SupportID']) {
      test(`${param} with ${name} shows no support id text`, async ({ page }) => {
        await openHydrated(page, `/contact-us?${param}=${encodeURIComponent(value)}`);
        await expect(page.locator(placeholder)).toHaveCount(1);
        await expect(page.locator(placeholder)).toHaveText('');
        await expect(page.getByRole('main')).not.toContainText('Support ID');
        await expect(page.getByRole('main')).not.toContainText('SUPPORT_ID');
        expect(await page.locator('main img[src="x"]').count()).toBe(0);
        expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      });
    }
  }

  test('64 letters, digits, dashes, dots and underscores are shown', async ({ page }) => {
    const value = `VX-20417_a.${'b'.repeat(53)}`;
    expect(value).toHaveLength(64);
    await page.goto(`/contact-us?SupportID=${value}`);
    await expect(page.locator(placeholder)).toHaveText(`Support ID: ${value}`);
  });
});
