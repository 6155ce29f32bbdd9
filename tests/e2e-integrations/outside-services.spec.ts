import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { HEADER_PADDING_PX, USER_ID_COOKIE } from '../../lib/constants';
import { startFakeOutsideServices, type FakeOutsideServices } from '../fakes/outside-services';
import { startSecondServer, type SecondServer } from '../support/second-server';
import { expectNoAxeViolations, openHydrated, waitForHydration } from '../e2e/support';

const ALERT = 'Storm damage? Report a claim any hour on 1-800-555-0199.';
/**
 * The default build (made without these settings) served with LaunchDarkly and the form vendor pointed at local
 * fakes: the integrations read their settings at run time, so no second build is needed; were one of them fixed at
 * build time, these tests would fail.
 */
const SITE_PORT = E2E_PORT + 81;
let fake: FakeOutsideServices;
let site: SecondServer;

test.use({ baseURL: `http://127.0.0.1:${SITE_PORT}` });

test.beforeAll(async () => {
  fake = await startFakeOutsideServices(E2E_PORT + 80);
  site = await startSecondServer(SITE_PORT, {
    NEXT_PUBLIC_LD_CLIENT_ID: 'fake-client-side-id',
    NEXT_PUBLIC_LD_BASE_URL: fake.url,
    NEXT_PUBLIC_FORM_HOST: fake.url,
  });
});
test.afterAll(async () => {
  site?.stop();
  await fake?.close();
});
test.beforeEach(() => {
  fake.requests.length = 0;
});

test.describe('site alert from LaunchDarkly', () => {
  test('the homsAlertBanner flag turns the banner on, and the header makes room for it', async ({ page }) => {
    fake.setFlags({ homsAlertBanner: { message: ALERT } });
    await openHydrated(page, '/about');
    const alert = page.getByRole('region', { name: 'Site notice' });
    await expect(alert).toHaveText(ALERT);
    expect(fake.requests.some((request) => request.path.startsWith('/sdk/evalx/fake-client-side-id/contexts/'))).toBe(
      true,
    );
    const alertHeight = (await alert.boundingBox())?.height ?? 0;
    expect(alertHeight).toBeGreaterThan(0);
    await expect
      .poll(async () => (await page.locator('main').boundingBox())?.y)
      .toBe(HEADER_PADDING_PX.desktop + alertHeight);
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await expect(page.locator('[data-header-top-bar]')).toBeInViewport();
    // Contrast is judged on the header at rest: mid-transition its colours are neither the start nor the end.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await expectNoAxeViolations(page, '[data-site-header]');
  });

  test('the flag turned off removes the banner, even after it was stored locally', async ({ page }) => {
    fake.setFlags({ homsAlertBanner: { message: ALERT } });
    await page.goto('/about');
    await expect(page.getByRole('region', { name: 'Site notice' })).toBeVisible();
    fake.setFlags({ homsAlertBanner: false });
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => fake.requests.filter((request) => request.path.startsWith('/sdk/evalx/')).length)
      .toBeGreaterThan(1);
    await expect(page.locator('[data-site-alert]')).toHaveCount(0);
    expect((await page.locator('main').boundingBox())?.y).toBe(HEADER_PADDING_PX.desktop);
  });
});

test.describe('form embed', () => {
  test('loads the form script with InboundURL and HMUUID, reloads it after a second, and sets the visitor cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/contact-us/request-coi?utm_source=mail&utm_medium=letter');
    const frame = page.frameLocator('iframe[data-form-name="verdance-request-coi"]');
    await expect(frame.getByRole('heading', { name: 'Stub form verdance-request-coi' })).toBeVisible();
    await expect(page.locator('iframe[data-form-generation="1"]')).toHaveCount(1, { timeout: 15_000 });
    await expect(frame.getByLabel('Business name')).toBeVisible();

    const cookie = (await context.cookies()).find((item) => item.name === USER_ID_COOKIE.name);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: true });
    const yearFromNow = Date.now() / 1000 + USER_ID_COOKIE.maxAgeMinutes * 60;
    expect(Math.abs((cookie?.expires ?? 0) - yearFromNow)).toBeLessThan(120);

    const loads = fake.requests.filter((request) => request.path === '/forms/js.php/verdance-request-coi');
    expect(loads).toHaveLength(2);
    for (const load of loads) {
      expect(load.query.get('InboundURL')).toBe(
        `127.0.0.1:${new URL(page.url()).port}/contact-us/request-coi?utm_source=mail[AMP]utm_medium=letter`,
      );
      expect(load.query.get('HMUUID')).toBe(cookie?.value);
    }
    await expectNoAxeViolations(page);
  });

  test('keeps the visitor id a returning visitor already has', async ({ page, context }) => {
    await context.addCookies([{ name: USER_ID_COOKIE.name, value: 'returning-visitor-42', url: 'http://127.0.0.1' }]);
    await page.goto('/contact-us/request-coi');
    await expect(page.frameLocator('iframe').getByRole('heading', { name: /Stub form/ })).toBeVisible();
    const loads = fake.requests.filter((request) => request.path.startsWith('/forms/js.php/'));
    expect(loads[0]?.query.get('HMUUID')).toBe('returning-visitor-42');
  });
});
