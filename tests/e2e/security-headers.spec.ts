import { expect, test, type APIResponse } from '@playwright/test';
import { watchBrowserProblems } from './gates-pages';
import { waitForHydration } from './support';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [String(name), sources]),
  );
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(
    31_536_000,
  );
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  const csp = directives(headers['content-security-policy'] ?? '');
  const scripts = csp.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.some((source) => /^'(sha256|nonce)-/.test(source))).toBe(true);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  return csp;
}

test.describe('security headers', () => {
  for (const path of ['/', '/about', '/insurance/general-liability', '/sitemap']) {
    test(`${path} is prerendered and allows only its own inline scripts, by hash`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['x-nextjs-prerender']).toMatch(/^1/);
      const csp = expectSecurityHeaders(response);
      expect((csp.get('script-src') ?? []).filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    });
  }

  test('an unknown path gets the build’s own not-found page, its inline scripts allowed by hash', async ({
    request,
  }) => {
    for (const path of ['/never-built', '/another/unknown-path']) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('We couldn’t find that page');
      expectSecurityHeaders(response);
    }
  });

  test('a forged draft cookie is an ordinary visit: hashes, no nonce, nobody may frame the page', async ({
    request,
  }) => {
    const csp = expectSecurityHeaders(
      await request.get('/about', { headers: { cookie: '__prerender_bypass=editor-session' } }),
    );
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect((csp.get('script-src') ?? []).some((source) => source.startsWith("'nonce-"))).toBe(false);
  });

  test('robots.txt and sitemap.xml carry the same headers', async ({ request }) => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const response = await request.get(path);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['strict-transport-security']).toContain('max-age=');
      expect(response.headers()['cross-origin-resource-policy']).toBe('same-origin');
    }
  });
});

test.describe('the policy in the browser', () => {
  // The not-found page is the build's own file, served by the front door for any unknown path.
  for (const path of ['/', '/about', '/learning-center?page=2', '/no-such-page']) {
    test(`${path} hydrates with no CSP violation: a link navigates without a reload`, async ({ page }) => {
      const problems = await watchBrowserProblems(page);
      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await page.locator('footer a[href="/sitemap"], main a[href="/sitemap"]').first().click();
      await expect(page).toHaveURL(/\/sitemap$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
      // The not-found page has a root layout of its own (app/global-not-found.tsx, one per locale elsewhere), and Next
      // loads a page under another root layout as a new document.
      const sameDocument = await page.evaluate(
        () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
      );
      expect(sameDocument).toBe(path === '/no-such-page' ? undefined : true);
      expect((await problems()).filter((problem) => !problem.startsWith('HTTP '))).toEqual([]);
    });
  }
});
