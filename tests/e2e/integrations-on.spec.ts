import { expect, test, type Page } from '@playwright/test';
import { startFakeIntegrationServices, type FakeIntegrationServices } from '../fakes/integration-services';
import { startSecondServer, type SecondServer } from '../support/second-server';
import { watchNetwork, watchUncaughtErrors } from './support';

/** Analytics, tag manager, bot check and visit lifespan switched on, against fakes on 127.0.0.1. */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 91;
// Long enough never to pass in real time during a test: only the page's clock, moved forward, ends a visit.
const VISIT_LIFESPAN_MS = 10 * 60_000;
let fakes: FakeIntegrationServices;
let site: SecondServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fakes = await startFakeIntegrationServices();
  site = await startSecondServer(PORT, {
    NEXT_PUBLIC_ANALYTICS_ENDPOINT: `${fakes.url}/events`,
    NEXT_PUBLIC_ANALYTICS_TOKEN: 'test-token',
    NEXT_PUBLIC_GTM_ID: 'GTM-TEST123',
    NEXT_PUBLIC_BOTCHECK_HOST: fakes.url,
    NEXT_PUBLIC_BOTCHECK_API_KEY: 'bot-key',
    NEXT_PUBLIC_BOTCHECK_TAG_HASH: 'tag-hash',
    NEXT_PUBLIC_VISIT_LIFESPAN_MINUTES: String(VISIT_LIFESPAN_MS / 60_000),
  });
});

test.afterAll(async () => {
  site?.stop();
  await fakes?.close();
});

test.beforeEach(async ({ page }) => {
  fakes.botCheck = { status: 200, body: { success: true, threatTypeCode: 0, setCookie: 'cheq_validation=ok; path=/' } };
  fakes.analyticsStatus = 200;
  fakes.analyticsDrop = false;
  fakes.analyticsEvents.length = 0;
  fakes.botCheckRequests.length = 0;
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmLoaded = true;' }),
  );
});

/** The bot-check service's answer to the check made from `path`. */
const botCheckAnswer = (page: Page, path: string) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/v1/cheq/Enrollment' && url.searchParams.get('Referer') === `${site.url}${path}`;
  });

const grantConsent = async (page: Page) => {
  await page.getByRole('button', { name: 'Cookie Preferences' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Allow cookies' }).click();
};

test('insights events go to the analytics endpoint with the bearer token, only after consent', async ({ page }) => {
  const settingsRead = page.waitForResponse('**/api/integrations/config');
  await page.goto(`${site.url}/?segment=florist`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance for florists, cut to fit');
  await (await settingsRead).finished();
  await page.waitForLoadState('networkidle');
  expect(fakes.analyticsEvents).toEqual([]);

  await grantConsent(page);
  await expect.poll(() => fakes.analyticsEvents.map((event) => event.body.action)).toContain('session_start');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).first().click();
  await expect.poll(() => fakes.analyticsEvents.map((event) => event.body.action)).toContain('page_hit');
  const pageHit = fakes.analyticsEvents.find((event) => event.body.action === 'page_hit')!;
  expect(pageHit.authorization).toBe('Bearer test-token');
  expect(pageHit.body).toMatchObject({
    version: '1',
    session_id: expect.stringMatching(/^session_/),
    visitor_id: expect.stringMatching(/^visitor_/),
  });
  expect(JSON.parse(String(pageHit.body.payload))).toMatchObject({ pathname: '/privacy', href: `${site.url}/privacy` });
  expect(await page.evaluate(() => localStorage.getItem('ufin'))).toContain('visitor_');
});

test('the tag manager loads lazily, after the page has loaded', async ({ page }) => {
  await page.goto(site.url);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __gtmLoaded?: boolean }).__gtmLoaded)).toBe(true);
  const src = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[data-tag-manager]')?.src);
  expect(src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
});

test('a failing, then unreachable collector leaves the page working and is logged once', async ({ page }) => {
  const errors = await watchUncaughtErrors(page);
  const outageLines = () =>
    site
      .output()
      .split('\n')
      .filter((line) => line.includes('"message":"analytics collector unavailable"')).length;
  await page.goto(`${site.url}/?segment=grower`);
  await grantConsent(page);
  await expect.poll(() => fakes.analyticsEvents.map((event) => event.body.action)).toContain('session_start');
  const before = outageLines();

  fakes.analyticsStatus = 500;
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect.poll(outageLines).toBe(before + 1);
  fakes.analyticsDrop = true;
  const eventsBefore = fakes.analyticsEvents.length;
  await page.getByRole('contentinfo').getByRole('link', { name: 'Legal' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${site.url}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Any event this page sends goes out before the network has been idle for 500 ms.
  await page.waitForLoadState('networkidle');

  expect(fakes.analyticsEvents.length).toBe(eventsBefore);
  expect(outageLines()).toBe(before + 1);
  expect(errors).toEqual([]);
});

test('the relay refuses what is not an insights event and keeps the token to itself', async ({ request, page }) => {
  const sameSite = { origin: site.url };
  expect(
    (
      await request.post(`${site.url}/api/analytics`, {
        data: { action: 'delete_everything', version: '1' },
        headers: sameSite,
      })
    ).status(),
  ).toBe(400);
  expect(
    (
      await request.post(`${site.url}/api/analytics`, {
        data: '<script>',
        headers: { ...sameSite, 'content-type': 'text/plain' },
      })
    ).status(),
  ).toBe(415);
  const pageHit = { action: 'page_hit', version: '1', payload: '{}' };
  expect(
    (
      await request.post(`${site.url}/api/analytics`, { data: pageHit, headers: { origin: 'https://evil.example' } })
    ).status(),
  ).toBe(403);
  expect((await request.post(`${site.url}/api/analytics`, { data: pageHit })).status()).toBe(403);
  const huge = JSON.stringify({ action: 'page_hit', version: '1', payload: 'x'.repeat(20_000) });
  expect(
    (
      await request.post(`${site.url}/api/analytics`, {
        data: huge,
        headers: { ...sameSite, 'content-type': 'application/json' },
      })
    ).status(),
  ).toBe(413);
  expect(fakes.analyticsEvents).toEqual([]);
  const config = await (await request.get(`${site.url}/api/integrations/config`)).text();
  expect(config).not.toContain('test-token');
  expect(config).toContain('"path":"/api/analytics"');
  await page.goto(site.url);
  expect(await page.content()).not.toContain('test-token');
});

test('the bot check calls the service with ApiKey, TagHash, Method and Referer, and leaves a clean visitor alone', async ({
  page,
}) => {
  const answered = botCheckAnswer(page, '/about');
  const networkSettled = watchNetwork(page);
  await page.goto(`${site.url}/about`);
  await expect.poll(() => fakes.botCheckRequests.length).toBe(1);
  expect(Object.fromEntries(fakes.botCheckRequests[0]!)).toEqual({
    ApiKey: 'bot-key',
    TagHash: 'tag-hash',
    Method: 'GET',
    Referer: `${site.url}/about`,
  });
  await (await answered).finished();
  await networkSettled();
  await expect(page).toHaveURL(`${site.url}/about`);
  expect(await page.evaluate(() => document.cookie)).toContain('cheq_validation=ok');
});

test('a flagged visitor is redirected to the configured path without its locale prefix, once', async ({ page }) => {
  fakes.botCheck = { status: 200, body: { success: true, threatTypeCode: 3 } };
  const answeredThere = botCheckAnswer(page, '/access-check');
  const networkSettled = watchNetwork(page);
  await page.goto(`${site.url}/about`);
  await expect(page).toHaveURL(`${site.url}/access-check`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not confirm your visit');
  await expect.poll(() => fakes.botCheckRequests.length).toBe(2);
  await (await answeredThere).finished();
  await networkSettled();
  await expect(page).toHaveURL(`${site.url}/access-check`);
});

for (const [name, behaviour, message] of [
  ['a non-OK answer logs "response not 200"', { status: 503 }, 'response not 200'],
  ['a failed request logs "fetch failed"', { status: 200, drop: true }, 'fetch failed'],
] as const) {
  test(`${name} and nothing else happens`, async ({ page }) => {
    fakes.botCheck = behaviour;
    const before = site
      .output()
      .split('\n')
      .filter((line) => line.includes(`"message":"${message}"`)).length;
    await page.goto(`${site.url}/about`);
    await expect
      .poll(
        () =>
          site
            .output()
            .split('\n')
            .filter((line) => line.includes(`"message":"${message}"`)).length,
      )
      .toBe(before + 1);
    const line = site
      .output()
      .split('\n')
      .filter((entry) => entry.includes(`"message":"${message}"`))
      .at(-1)!;
    expect(JSON.parse(line)).toMatchObject({
      level: 'Error',
      saidKey: 'verdance-website',
      info: { HostDomain: '127.0.0.1', Component: 'BotCheck' },
    });
    await expect(page).toHaveURL(`${site.url}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

for (const [idle, heading] of [
  [VISIT_LIFESPAN_MS - 60_000, 'Insurance for landscapers and plantscapers'],
  [VISIT_LIFESPAN_MS + 1_000, 'Insurance that grows with your business'],
] as const) {
  test(`after ${idle / 1000} s idle (visit lifespan ${VISIT_LIFESPAN_MS / 1000} s) the home page reads "${heading}"`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(`${site.url}/?segment=landscaper`);
    await grantConsent(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance for landscapers and plantscapers');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ufvisitor'))).toContain('landscaper');
    await page.clock.fastForward(idle);
    await page.goto(site.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}
