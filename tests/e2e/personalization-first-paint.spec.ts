import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page, type Request, type Response } from '@playwright/test';

/**
 * Personalization and A/B tests decided by the server from the visitor's Context cookies (lib/personalization/visitor-route.ts):
 * the chosen variant is in the HTML the server sends, nothing changes once the Context has loaded, the client router
 * prefetches a personalized page once, and a visitor without a Context cookie still gets the prerendered default page.
 */
test.describe.configure({ mode: 'serial' });

const FLORIST = 'Insurance for florists, cut to fit';
const DEFAULT_HERO = 'Insurance that grows with your business';
// The quote test's variant; its control says "Request a quote", as the header's button does.
const VARIANT_CTA = 'Get my coverage quote';
const VARIANT_MARKUP = `>${VARIANT_CTA}</a>`;

/** The h1 and the A/B test's call to action as they stood at DOMContentLoaded, and the page's layout shifts. */
async function recordFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const state = window as Window & { atDcl?: { h1: string; ctas: string[] }; shift?: number };
    state.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.shift! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      state.atDcl = {
        h1: document.querySelector('h1')?.textContent ?? '',
        ctas: [...document.querySelectorAll('main a')].map((link) => link.textContent?.trim() ?? ''),
      };
    });
  });
}

const atDcl = (page: Page) =>
  page.evaluate(() => (window as Window & { atDcl?: { h1: string; ctas: string[] } }).atDcl!);
const layoutShift = (page: Page) => page.evaluate(() => (window as Window & { shift?: number }).shift ?? 0);

/** Once the visitor's Context has loaded in the browser and run every personalization and test on the page. */
async function contextHasRun(page: Page) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ufvisitor') ?? '')).toContain('homeQuoteCta');
  await page.waitForLoadState('networkidle');
}

/** Opens `path` and allows cookies there, as a visitor does in the cookie preferences. */
async function grantConsentOn(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Cookie Preferences' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Allow cookies' }).click();
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'ufvd')).toBe(true);
  await page.keyboard.press('Escape');
}

/** A florist who consented: arrived through `?segment=florist`, allowed cookies, and has the Context cookie to show. */
async function becomeFlorist(page: Page) {
  await grantConsentOn(page, '/?segment=florist');
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'ufvd')?.value)
    .toMatch(/florist/);
}

async function withoutJavaScript(browserContext: BrowserContext, url: string) {
  const browser = browserContext.browser()!;
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(await browserContext.cookies());
  const page = await noScript.newPage();
  await page.goto(url);
  const result = { h1: await page.locator('h1').textContent(), html: await page.content() };
  await noScript.close();
  return result;
}

test('a florist visitor who consented gets the florist hero in the server HTML, with no swap and no shift', async ({
  page,
  baseURL,
}) => {
  await recordFirstPaint(page);
  await becomeFlorist(page);

  const response = await page.goto('/');
  const html = await response!.text();
  expect(html).toContain(`>${FLORIST}</h1>`);
  expect(html).not.toContain(`>${DEFAULT_HERO}</h1>`);
  expect(response!.headers()['cache-control']).toBe('private, no-cache');
  expect(response!.headers()['vary']).toMatch(/Cookie/);
  expect(response!.headers()['cdn-cache-control']).toBeUndefined();
  await contextHasRun(page);
  expect((await atDcl(page)).h1).toBe(FLORIST);
  await expect(page.locator('h1')).toHaveText(FLORIST);
  expect(page.url()).toBe(`${baseURL}/`);
  expect(await layoutShift(page)).toBe(0);

  expect((await withoutJavaScript(page.context(), `${baseURL}/`)).h1).toBe(FLORIST);

  // A client-side navigation back home gets the same page, at the same address.
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'Verdance Insurance home' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.locator('h1')).toHaveText(FLORIST);
});

test('a florist whose browser kept the Context cookie but lost its stored visitor keeps the florist hero after load', async ({
  page,
}) => {
  await recordFirstPaint(page);
  await becomeFlorist(page);
  await page.evaluate(() => localStorage.clear());

  await page.goto('/');
  await contextHasRun(page);
  expect((await atDcl(page)).h1).toBe(FLORIST);
  await expect(page.locator('h1')).toHaveText(FLORIST);
  expect(await layoutShift(page)).toBe(0);
});

/**
 * The page `response` loaded shows the test's variant exactly when `shown`: in the server HTML, at DOMContentLoaded
 * and once Context has run, with no layout shift.
 */
async function expectVariantShown(page: Page, response: Response, shown: boolean) {
  expect((await response.text()).includes(VARIANT_MARKUP)).toBe(shown);
  await contextHasRun(page);
  expect((await atDcl(page)).ctas.includes(VARIANT_CTA)).toBe(shown);
  await expect(page.getByRole('main').getByRole('link', { name: VARIANT_CTA, exact: true })).toHaveCount(shown ? 1 : 0);
  expect(await layoutShift(page)).toBe(0);
}

test('an A/B test variant is assigned by the server on the first page that shows it and kept on the next', async ({
  page,
  baseURL,
}) => {
  await recordFirstPaint(page);
  await grantConsentOn(page, '/about');

  const first = await page.goto('/');
  // The assignment is the server's, stored in the Context cookie with the first page that shows the test.
  const assignment = /^ufvd=[^;]*homeQuoteCta-(requestQuote|getCoverageQuote)/.exec(
    (await first!.headerValue('set-cookie')) ?? '',
  )?.[1];
  expect(assignment).toBeDefined();
  const variantShown = assignment === 'getCoverageQuote';
  await expectVariantShown(page, first!, variantShown);

  const second = await page.goto('/');
  expect(await second!.headerValue('set-cookie')).toBeNull();
  await expectVariantShown(page, second!, variantShown);

  expect((await withoutJavaScript(page.context(), `${baseURL}/`)).html.includes(VARIANT_MARKUP)).toBe(variantShown);
});

// More requests than this for one address and segment is the client router asking for the same prefetch again and again.
const MAX_REPEATS = 5;

/**
 * Loads `path` and counts the client router's RSC requests per address and segment until the network is idle after
 * its first prefetch was answered. Returns the first one asked for more than MAX_REPEATS times, if any: a router that
 * re-fetches a prefetch without end never lets the network go idle, so the count stops there.
 */
async function repeatedPrefetch(page: Page, path: string): Promise<string | undefined> {
  const counts = new Map<string, number>();
  let reportRepeat: (key: string) => void = () => undefined;
  const repeated = new Promise<string>((resolve) => (reportRepeat = resolve));
  const count = (request: Request) => {
    const url = new URL(request.url());
    if (!url.searchParams.has('_rsc')) return;
    const key = `${url.pathname} ${request.headers()['next-router-segment-prefetch'] ?? '(navigation)'}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (counts.get(key)! > MAX_REPEATS) reportRepeat(key);
  };
  page.on('request', count);
  try {
    const prefetched = page.waitForResponse((response) => new URL(response.url()).searchParams.has('_rsc'));
    await page.goto(path);
    await prefetched;
    return await Promise.race([page.waitForLoadState('networkidle').then(() => undefined), repeated]);
  } finally {
    page.off('request', count);
  }
}

test('a visitor with a Context cookie has the home page prefetched once, from a page without personalization and from home', async ({
  page,
}) => {
  await becomeFlorist(page);

  expect(await repeatedPrefetch(page, '/about')).toBeUndefined();
  expect(await repeatedPrefetch(page, '/')).toBeUndefined();
  await expect(page.locator('h1')).toHaveText(FLORIST);
});

test('a visitor without a Context cookie gets the prerendered default page, byte for byte, with its cache headers', async ({
  request,
}) => {
  // As stored by the build: the front door sends Next's own HTML.
  const prerendered = readFileSync(join(process.cwd(), '.next/server/app/index.html'), 'utf8');
  const variants: Record<string, string>[] = [{}, { cookie: 'HM_UUID=someone; other=1' }, { 'cf-ipcountry': 'US' }];
  for (const headers of variants) {
    const response = await request.get('/', { headers });
    expect(await response.text()).toBe(prerendered);
    expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=300');
    expect(response.headers()['cdn-cache-control']).toBe('max-age=300, stale-while-revalidate=86400');
    expect(response.headers()['vary'] ?? '').not.toMatch(/Cookie/i);
    expect(response.headers()['set-cookie']).toBeUndefined();
  }
});

test('pages for evaluation results cannot be asked for by name, and hostile cookies only reach known results', async ({
  request,
}) => {
  for (const path of ['/_pz/0-0', '/_pz/1-0/about', '/_PZ/0-0', '/%5Fpz/0-0', '/_pz']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  for (const cookie of ['ufvd=garbage', 'ufvd=~~~~~~~~', `ufvd=${'x-1!'.repeat(500)}`, 'ufvd=1; ufvdqk=a-b!!c']) {
    const response = await request.get('/', { headers: { cookie } });
    expect(response.status(), cookie).toBe(200);
    expect(await response.text()).toContain(`>${DEFAULT_HERO}</h1>`);
  }
});
