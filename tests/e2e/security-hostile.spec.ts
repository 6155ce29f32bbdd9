import { expect, test } from '@playwright/test';
import { inlineScriptHashes } from '../../lib/csp/policy';
import { rawRequest } from '../support/raw-request';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const MARKUP = '"><img src=x id=injected onerror="window.__injected=1"><script>window.__injected=1</script>';
const VALUES = [MARKUP, `'"\`<>&`, 'x'.repeat(6000), '', '%00', '../../etc/passwd'];
const PARAMS = [
  'supportid',
  'SupportID',
  'showmodal',
  'page',
  'p',
  'pagenum',
  'page-num',
  'action',
  'simulateerrorhandling',
  'q',
  'SearchTerm',
];
const PAGES = ['/', '/about', '/insurance/general-liability', '/search', '/this-page-does-not-exist'];

/** A raw GET: the path goes out byte for byte, with no client normalising `..` or percent-escapes away. */
async function rawGet(path: string) {
  const { status, headers, body } = await rawRequest({ port: PORT, path });
  return {
    status,
    type: String(headers['content-type'] ?? ''),
    body,
    policy: String(headers['content-security-policy'] ?? ''),
  };
}

/** Every HTML answer allows exactly its own inline scripts (by hash) and nothing else inline. */
function expectClearPage(path: string, response: { status: number; type: string; body: string; policy: string }) {
  expect(response.status, `${path.slice(0, 80)} answers without a server error`).toBeLessThan(500);
  expect(response.body).not.toMatch(/root:x:0|previewModeId|UNIFORM_API_KEY|node_modules|at \w+ \(/);
  if (!response.type.includes('text/html')) return;
  expect(response.body, `${path.slice(0, 80)} has a title`).toMatch(/<title>[^<]+<\/title>/);
  const scripts = (response.policy.split('; ').find((part) => part.startsWith('script-src ')) ?? '')
    .split(' ')
    .slice(1);
  expect(
    scripts.filter((source) => source.startsWith("'sha256-")).sort(),
    `${path.slice(0, 80)}: policy matches its scripts`,
  ).toEqual(inlineScriptHashes(response.body));
}

test.describe('hostile paths', () => {
  const paths = [
    '/../../etc/passwd',
    '/about/../../../../etc/passwd',
    '/..%2F..%2Fetc%2Fpasswd',
    '/%2e%2e/%2e%2e/package.json',
    '/about%2F..%2F..%2Fpackage.json',
    '/insurance%2Fgeneral-liability',
    '/%00',
    '/about%00.html',
    '/about%00',
    '/%ff%fe',
    '/about/%',
    `/${'a'.repeat(4096)}`,
    `/insurance/${'b'.repeat(4096)}`,
    '/.env',
    '/.next/csp-manifest.json',
    '/_next/static/..%2F..%2Fcsp-manifest.json',
    '/_next/image?url=%2F..%2F.env&w=640&q=75',
  ];
  for (const path of paths) {
    test(`${path.slice(0, 60)} gives a clear answer, never a 5xx or a file`, async () => {
      expectClearPage(path, await rawGet(path));
    });
  }

  test('a browser shows a designed page for each of them @phone', async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of paths.filter((item) => !item.startsWith('/_next/'))) {
      const response = await page.goto(path);
      expect(response?.status(), path.slice(0, 80)).toBeLessThan(500);
      await expect(page.getByRole('heading', { level: 1 }), path.slice(0, 80)).toBeVisible();
    }
  });
});

test.describe('hostile query values over HTTP', () => {
  for (const page of PAGES) {
    test(`every parameter the site reads, on ${page}`, async () => {
      for (const param of PARAMS) {
        for (const value of VALUES) {
          const path = `${page}?${param}=${encodeURIComponent(value)}`;
          const response = await rawGet(path);
          expectClearPage(path, response);
          expect(response.body, `${param} is not reflected as markup`).not.toContain('<img src=x id=injected');
          expect(response.body).not.toContain('<script>window.__injected');
        }
      }
    });
  }
});

test.describe('hostile query values in the browser', () => {
  for (const page of ['/', '/about', '/search']) {
    test(`markup in any parameter stays text on ${page} @phone`, async ({ page: tab }) => {
      test.setTimeout(120_000);
      const dialogs: string[] = [];
      tab.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      for (const param of PARAMS) {
        const response = await tab.goto(`${page}?${param}=${encodeURIComponent(MARKUP)}`);
        expect(response?.status()).toBeLessThan(500);
        await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await tab.locator('#injected').count(), `${param} injected an element`).toBe(0);
        expect(await tab.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
      }
      expect(dialogs).toEqual([]);
    });
  }
});
