import { expect, test, type Page } from '@playwright/test';
import { CAROUSEL } from '../../lib/constants';
import { expectNoAxeViolations, openHydrated, watchNetwork } from './support';

const CARD_COUNT = 8;
const carousel = (page: Page) => page.getByRole('region', { name: 'Coverage for every corner of your operation' });
const slides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]:visible');
const currentPage = (page: Page) => carousel(page).getAttribute('data-carousel-page');

async function open(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.clock.install();
  await openHydrated(page, '/');
  await carousel(page).scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
}

test.describe('carousel of cards', () => {
  test('the server HTML holds the first page of cards for crawlers', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const section = html.slice(html.indexOf('aria-roledescription="carousel"'));
    expect(section.match(/aria-roledescription="slide"/g)).toHaveLength(CAROUSEL.cardsPerPage);
    expect(section).toContain('General liability');
  });

  for (const [width, perPage] of [
    [1400, 6],
    [800, 4],
    [390, 2],
  ] as const) {
    test(`shows ${perPage} cards on every page at ${width} px; Previous and Next stop at the ends`, async ({
      page,
    }) => {
      await open(page, width);
      const pages = Math.ceil(CARD_COUNT / perPage);
      await expect(slides(page)).toHaveCount(perPage);
      const previous = carousel(page).getByRole('button', { name: 'Previous' });
      const next = carousel(page).getByRole('button', { name: 'Next' });
      await expect(previous).toBeDisabled();
      for (let step = 1; step < pages; step += 1) await next.click();
      expect(await currentPage(page)).toBe(String(pages));
      await expect(next).toBeDisabled();
      // The last page holds the cards that remain: none of an earlier page's again.
      await expect(slides(page)).toHaveCount(CARD_COUNT - (pages - 1) * perPage);
      await carousel(page).getByRole('button', { name: 'Show page 1' }).click();
      expect(await currentPage(page)).toBe('1');
      await expect(previous).toBeDisabled();
    });
  }

  for (const width of [1400, 800, 390]) {
    test(`turning pages never changes the section's height at ${width} px`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open(page, width);
      const section = carousel(page).locator('xpath=ancestor::section[1]');
      const heightOf = async () => (await section.boundingBox())?.height;
      const first = await heightOf();
      const pages = await carousel(page)
        .getByRole('button', { name: /^Show page/ })
        .count();
      for (let index = 2; index <= pages; index += 1) {
        await carousel(page)
          .getByRole('button', { name: `Show page ${index}` })
          .click();
        expect(await currentPage(page)).toBe(String(index));
        expect(await heightOf(), `page ${index}`).toBe(first);
      }
    });
  }

  test('without JavaScript it shows its first page and no buttons that cannot work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(slides(page)).toHaveCount(CAROUSEL.cardsPerPage);
    await expect(carousel(page).getByRole('button')).toHaveCount(0);
    await context.close();
  });

  test('autoplays every 5 seconds and wraps from the last page to the first', async ({ page }) => {
    await open(page, 1400);
    await expect(carousel(page).getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.clock.runFor(CAROUSEL.autoplayMs - 2000);
    expect(await currentPage(page)).toBe('1');
    await page.clock.runFor(2100);
    await expect.poll(() => currentPage(page)).toBe('2');
    await page.clock.runFor(CAROUSEL.autoplayMs);
    await expect.poll(() => currentPage(page)).toBe('1');
  });

  test('the pause button stops autoplay and play restarts it', async ({ page }) => {
    await open(page, 1400);
    await carousel(page).getByRole('button', { name: 'Pause' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(CAROUSEL.autoplayMs * 3);
    expect(await currentPage(page)).toBe('1');
    await carousel(page).getByRole('button', { name: 'Play' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(CAROUSEL.autoplayMs + 100);
    await expect.poll(() => currentPage(page)).toBe('2');
  });

  test('hovering or focusing the carousel pauses it', async ({ page }) => {
    await open(page, 1400);
    await slides(page).first().hover();
    await page.clock.runFor(CAROUSEL.autoplayMs * 2);
    expect(await currentPage(page)).toBe('1');
    await page.mouse.move(0, 0);
    await carousel(page).getByRole('link').first().focus();
    await page.clock.runFor(CAROUSEL.autoplayMs * 2);
    expect(await currentPage(page)).toBe('1');
  });

  test('does not autoplay when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, 1400);
    await expect(carousel(page).getByRole('button', { name: 'Play' })).toBeVisible();
    await page.clock.runFor(CAROUSEL.autoplayMs * 3);
    expect(await currentPage(page)).toBe('1');
  });

  test('a 40 px swipe turns the page; a shorter one does not', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, 390);
    const swipe = (deltaX: number) =>
      carousel(page).evaluate((element, delta) => {
        const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 10 });
        element.dispatchEvent(
          new TouchEvent('touchstart', { bubbles: true, touches: [touch(200)], changedTouches: [touch(200)] }),
        );
        element.dispatchEvent(
          new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(200 + delta)] }),
        );
      }, deltaX);
    await swipe(-30);
    expect(await currentPage(page)).toBe('1');
    await swipe(-CAROUSEL.swipePx);
    await expect.poll(() => currentPage(page)).toBe('2');
    await swipe(CAROUSEL.swipePx + 10);
    await expect.poll(() => currentPage(page)).toBe('1');
  });

  test('hydrating shifts none of its cards, and axe finds nothing', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(() => {
      const shifted: string[] = [];
      const record = (entries: PerformanceEntryList) => {
        for (const entry of entries as unknown as { sources?: { node?: Node }[] }[]) {
          for (const source of entry.sources ?? []) {
            if (source.node instanceof Element && source.node.closest('[aria-roledescription="carousel"]'))
              shifted.push(source.node.outerHTML.slice(0, 80));
          }
        }
      };
      const observer = new PerformanceObserver((list) => record(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      // Shifts not yet delivered to the observer are read at once instead of waiting for its callback.
      (window as unknown as { __shifts: () => string[] }).__shifts = () => {
        record(observer.takeRecords());
        return shifted;
      };
    });
    for (const width of [1400, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await openHydrated(page, '/');
      const networkSettled = watchNetwork(page);
      await carousel(page).scrollIntoViewIfNeeded();
      // Settled: the lazy card images the scroll asked for have arrived and nothing was requested for 500 ms since.
      await networkSettled();
      expect(await page.evaluate(() => (window as unknown as { __shifts: () => string[] }).__shifts())).toEqual([]);
    }
    await expectNoAxeViolations(page, '[aria-roledescription="carousel"]');
  });
});
