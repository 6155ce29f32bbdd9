import { expect, test, type Page } from '@playwright/test';
import { LATE_FONTS_READY_MARK } from '../../lib/constants';

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
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const shifts = await page.evaluate(
          () => (window as Window & { layoutShifts?: { value: number; nodes: string[] }[] }).layoutShifts ?? [],
        );
        expect(shifts, JSON.stringify(shifts)).toEqual([]);
      });
    }
  });

test.describe('fonts a slow first page missed', () => {
  test.use(SCREENS['at 390 px on a phone']);

  test('stay out of that page, and draw the next page the visitor opens in the same tab', async ({ page }) => {
    const renderedFonts = async (selector: string) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      await cdp.detach();
      return fonts.map((font) => font.familyName);
    };
    await openWithFontsAfterHydration(page, PAGES.insurance);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, LATE_FONTS_READY_MARK);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // font-display: optional. The fonts arrived after the first paint: this page keeps its fallbacks.
    expect(await renderedFonts('main h1')).not.toContain('Fraunces');
    expect(await renderedFonts('main p')).not.toContain('Inter');

    const firstHeading = await page.locator('main h1').innerText();
    await page.getByRole('link', { name: 'See every coverage' }).click();
    await expect(page).toHaveURL(/\/insurance$/);
    await expect(page.locator('main h1')).not.toHaveText(firstHeading);
    expect(await renderedFonts('main h1')).toEqual(['Fraunces']);
    expect(await renderedFonts('main p')).toEqual(['Inter']);
  });
});

/** Opens a page holding its fonts back until it has painted and hydrated with the fallbacks, as on a slow line. */
async function openWithFontsAfterHydration(page: Page, path: string) {
  const isHydrated = () => document.querySelector('[data-site-header]')?.hasAttribute('data-hydrated');
  let hydrated: Promise<unknown> | undefined;
  await page.route('**/_next/static/media/*.woff2', async (route) => {
    hydrated ??= page.waitForFunction(isHydrated);
    await hydrated;
    await route.continue();
  });
  await page.goto(path);
  await page.waitForFunction(isHydrated);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}
