import { expect, test, type Page } from '@playwright/test';
import { LATE_FONTS_MARK } from '../../lib/constants';
import { afterNextFrames, waitForHydration } from './support';

// A slow phone paints a page before its web fonts arrive: nothing on the page may move when they do, nor when the
// islands hydrate (docs/testing-and-bench.md#fonts-and-layout-shift).

const PAGES = {
  home: '/',
  insurance: '/insurance/general-liability',
  listing: '/learning-center',
  article: '/learning-center/business-tips/business-continuity-plan-for-growers',
};

const SCREENS = {
  'at 390 px on a phone': {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  },
  'at 1400 px': { viewport: { width: 1400, height: 900 } },
};

for (const [screen, device] of Object.entries(SCREENS))
  test.describe(screen, () => {
    test.use(device);

    for (const [name, path] of Object.entries(PAGES)) {
      test(`the ${name} page does not shift while it loads, fonts arriving after it has hydrated`, async ({ page }) => {
        await page.addInitScript(() => {
          const shifts: { value: number; nodes: string[] }[] = [];
          (window as Window & { layoutShifts?: typeof shifts }).layoutShifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              sources: { node?: Node | null }[];
            })[])
              shifts.push({
                value: entry.value,
                nodes: entry.sources.map((source) => {
                  const element = source.node instanceof Element ? source.node : source.node?.parentElement;
                  return `${element?.tagName ?? '?'}.${element?.className ?? ''} ${element?.textContent?.trim().slice(0, 30)}`;
                }),
              });
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await openWithFontsAfterHydration(page, path);
        // Shifts are reported with the frame that draws them.
        await afterNextFrames(page);
        const shifts = await page.evaluate(
          () => (window as Window & { layoutShifts?: { value: number; nodes: string[] }[] }).layoutShifts ?? [],
        );
        expect(shifts, JSON.stringify(shifts)).toEqual([]);
      });
    }
  });

test.describe('brand fonts on the pages after the first', () => {
  test.use(SCREENS['at 390 px on a phone']);

  test('fonts a slow first page missed stay out of it, and draw the next page opened in the tab', async ({ page }) => {
    await openWithFontsAfterHydration(page, PAGES.insurance);
    expect(await familiesLoadedAgain(page)).toHaveLength(2);
    await afterNextFrames(page);
    // font-display: optional. The fonts arrived after the first paint: this page keeps its fallbacks.
    expect(await renderedFonts(page, 'main h1')).not.toContain('Fraunces');
    expect(await renderedFonts(page, 'main p')).not.toContain('Inter');

    await followSeeEveryCoverage(page);
    expect(await renderedFonts(page, 'main h1')).toEqual(['Fraunces']);
    expect(await renderedFonts(page, 'main p')).toEqual(['Inter']);
  });

  test('fonts the first page was drawn in draw the next page too', async ({ page }) => {
    // The stylesheets (which hold the first paint) wait until both preloaded fonts have arrived.
    const fontsIn = Promise.all(
      [0, 1].map(() => page.waitForEvent('requestfinished', (r) => r.url().endsWith('.woff2'))),
    );
    await page.route('**/_next/static/**/*.css', async (route) => {
      await fontsIn;
      await route.continue();
    });
    await page.goto(PAGES.insurance);
    expect(await familiesLoadedAgain(page)).toHaveLength(2);
    expect(await renderedFonts(page, 'main h1')).toEqual(['Fraunces']);
    expect(await renderedFonts(page, 'main p')).toEqual(['Inter']);

    await followSeeEveryCoverage(page);
    expect(await renderedFonts(page, 'main h1')).toEqual(['Fraunces']);
    expect(await renderedFonts(page, 'main p')).toEqual(['Inter']);
  });
});

/** The font families LateFonts loaded again for the next page, once it has them. */
async function familiesLoadedAgain(page: Page): Promise<string[]> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, LATE_FONTS_MARK);
  return page.evaluate((mark) => (performance.getEntriesByName(mark)[0] as PerformanceMark).detail, LATE_FONTS_MARK);
}

/** The fonts the browser draws an element's text in, as CDP reports them. */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** A client-side navigation from the insurance page to the coverage list. */
async function followSeeEveryCoverage(page: Page) {
  const firstHeading = await page.locator('main h1').innerText();
  await page.getByRole('link', { name: 'See every coverage' }).click();
  await expect(page).toHaveURL(/\/insurance$/);
  await expect(page.locator('main h1')).not.toHaveText(firstHeading);
}

/** Opens a page holding its fonts back until it has painted and hydrated with the fallbacks, as on a slow line. */
async function openWithFontsAfterHydration(page: Page, path: string) {
  let hydrated: Promise<unknown> | undefined;
  await page.route('**/_next/static/media/*.woff2', async (route) => {
    hydrated ??= waitForHydration(page);
    await hydrated;
    await route.continue();
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}
