import { expect, test, type Page } from '@playwright/test';
import { CompositionPublishedDefinition } from '@uniformdev/webhooks';
import AxeBuilder from '@axe-core/playwright';

/** The default build and environment: every outside integration is off; consent and personalization work locally. */

const storedVisitorData = (page: Page) =>
  page.evaluate(() => ({
    ufvisitor: localStorage.getItem('ufvisitor'),
    ufin: localStorage.getItem('ufin'),
    cookies: document.cookie,
  }));

test('no request leaves the site when nothing is configured, and nothing is stored before consent', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  const settingsRead = page.waitForResponse('**/api/integrations/config');
  await page.goto('/?segment=florist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance for florists, cut to fit');
  // Settled: the integrations have read their run-time settings, and no request has been in flight for 500 ms.
  await (await settingsRead).finished();
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  const stored = await storedVisitorData(page);
  expect(stored.ufvisitor).toBeNull();
  expect(stored.ufin).toBeNull();
  expect(stored.cookies).not.toMatch(/ufvd/);
  expect(await page.evaluate(() => document.querySelector('script[data-tag-manager]'))).toBeNull();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered home page shows the default hero and the control call to action', async ({ page }) => {
    await page.goto('/?segment=florist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance that grows with your business');
    await expect(page.getByRole('main').getByRole('link', { name: 'Request a quote' }).last()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get my coverage quote' })).toHaveCount(0);
  });
});

test('a visited segment page personalizes the home hero for the rest of the visit', async ({ page }) => {
  await page.goto('/?segment=grower');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance for greenhouse growers');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.getByRole('link', { name: 'Verdance Insurance home' }).first().click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance for greenhouse growers');
});

test('Cookie Preferences opens an accessible consent dialog; granting stores data, withdrawing deletes it', async ({
  page,
}) => {
  await page.goto('/?segment=landscaper');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance for landscapers and plantscapers');
  await page.getByRole('button', { name: 'Cookie Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Personalization and measurement cookies are off.');
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations).toEqual([]);
  await expect(dialog.getByRole('button', { name: 'Withdraw consent' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Allow cookies' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await storedVisitorData(page)).ufvisitor).toContain('landscaper');
  expect((await storedVisitorData(page)).cookies).toMatch(/ufvd=/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance for landscapers and plantscapers');

  await page.getByRole('button', { name: 'Cookie Preferences' }).click();
  await expect(dialog).toContainText('You have allowed personalization and measurement cookies.');
  await expect(dialog.getByRole('button', { name: 'Allow cookies' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cookie Preferences' })).toBeFocused();

  await page.getByRole('button', { name: 'Cookie Preferences' }).click();
  await dialog.getByRole('button', { name: 'Withdraw consent' }).click();
  const after = await storedVisitorData(page);
  expect(after.ufvisitor).toBeNull();
  expect(after.ufin).toBeNull();
  expect(after.cookies).not.toMatch(/ufvd/);
});

const modalRules = (page: Page) =>
  page.evaluate(
    () =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules].filter((rule) => rule instanceof CSSStyleRule && rule.selectorText === '.modal'),
      ).length,
  );

test('the consent dialog’s code and styles load when it first opens, not with the page’s integrations', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // The integrations island has loaded once the Context's settings are fetched and the network is quiet.
  const settings = page.waitForResponse('**/api/integrations/config');
  await page.goto('/');
  await settings;
  await page.waitForLoadState('networkidle');
  expect(await modalRules(page)).toBe(0);
  const beforeOpening = scripts.length;

  await page.getByRole('button', { name: 'Cookie Preferences' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie preferences' })).toBeVisible();
  expect(await modalRules(page)).toBe(1);
  expect(scripts.length).toBeGreaterThan(beforeOpening);
});

test('a pageview is pushed to the data layer on load and after each client-side route change', async ({ page }) => {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length ?? 0))
    .toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer ?? []).filter(
          (item) => item.event === 'pageview',
        ),
      ),
    )
    .toEqual([
      expect.objectContaining({
        page: '/',
        action: 'view',
        page_location: expect.stringMatching(/\/$/),
        page_title: expect.stringContaining('Verdance'),
      }),
      expect.objectContaining({
        page: '/privacy',
        page_location: expect.stringMatching(/\/privacy$/),
        page_referrer: expect.stringMatching(/\/$/),
      }),
    ]);
});

test('the logging endpoint validates and answers 204', async ({ request }) => {
  const ok = await request.get('/api/v1/logging/LogWarning?SaidKey=test&Message=hello&AddlInfo=%5B%5D');
  expect(ok.status()).toBe(204);
  expect((await request.get('/api/v1/logging/LogLoud?SaidKey=test&Message=hello')).status()).toBe(404);
  expect((await request.get(`/api/v1/logging/LogError?SaidKey=test&Message=${'x'.repeat(2001)}`)).status()).toBe(413);
  // The per-client limit is tested on a server of its own (security-policy.spec.ts): here parallel tests share the client.
});

test('preview is refused without a configured secret, and exit never redirects off-site', async ({ request }) => {
  expect((await request.get('/api/preview?secret=anything&path=/about', { maxRedirects: 0 })).status()).toBe(401);
  expect((await request.get('/api/preview?path=/about', { maxRedirects: 0 })).status()).toBe(401);
  const exit = await request.get('/api/preview/exit?path=//evil.example', { maxRedirects: 0 });
  expect(exit.status()).toBe(307);
  expect(exit.headers().location).toBe('/');
});

test('the revalidation webhook refuses unsigned calls', async ({ request }) => {
  const response = await request.post('/api/revalidate', { data: CompositionPublishedDefinition.example });
  expect(response.status()).toBe(401);
});
