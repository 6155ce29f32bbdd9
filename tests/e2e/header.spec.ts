import { expect, test, type Page } from '@playwright/test';
import { HEADER_PADDING_PX, SCROLL_THRESHOLD_PX } from '../../lib/constants';
import { countFocusEscapes, expectNoAxeViolations, focusIsInDialog, openHydrated } from './support';

const topBar = (page: Page) => page.locator('[data-header-top-bar]');
const quoteButton = (page: Page) => page.locator('[data-site-header] [data-request-quote-button] a');

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

test.describe('header on a desktop', () => {
  test('reserves 125 px, hides the top bar scrolling down and shows it scrolling up', async ({ page }) => {
    await openHydrated(page, '/about');
    expect((await page.locator('main').boundingBox())?.y).toBe(HEADER_PADDING_PX.desktop);
    await expect(page.locator('[data-site-alert]')).toHaveCount(0);
    await expect(topBar(page)).toBeInViewport();
    await scrollTo(page, 300);
    await scrollTo(page, 700);
    await expect(topBar(page)).not.toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
    await scrollTo(page, 500);
    await expect(topBar(page)).toBeInViewport();
  });

  test('the request-a-quote button shows at once, even while the hero offers its own call to action', async ({
    page,
  }) => {
    await openHydrated(page, '/about');
    await expect(page.locator('[data-hero-cta]')).toBeInViewport();
    await expect(quoteButton(page)).toBeInViewport();
  });

  test('a page whose hero has no call to action shows the button at once', async ({ page }) => {
    await openHydrated(page, '/sitemap');
    await expect(page.locator('[data-hero-cta]')).toHaveCount(0);
    await expect(quoteButton(page)).toBeVisible();
  });

  for (const path of ['/contact-us/request-a-quote', '/CONTACT-US/Request-A-Quote', '/contact-us/request-a-quote/']) {
    test(`${path} hides the header's request-a-quote button`, async ({ page }) => {
      await openHydrated(page, path);
      await scrollTo(page, SCROLL_THRESHOLD_PX + 100);
      await expect(quoteButton(page)).toBeHidden();
    });
  }

  test('no LaunchDarkly code is loaded without a client id, and no alert shows by default', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await openHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((source) => /LaunchDarkly|launchdarkly/.test(source))).toEqual([]);
    await expect(page.locator('[data-site-alert]')).toHaveCount(0);
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('reserves 75 px and hides the top bar', async ({ page }) => {
    await openHydrated(page, '/about');
    expect((await page.locator('main').boundingBox())?.y).toBe(HEADER_PADDING_PX.mobile);
    await expect(topBar(page)).toBeHidden();
  });

  test('the menu button opens an offcanvas that traps focus, locks scrolling, blurs the page and closes on Escape', async ({
    page,
  }) => {
    await openHydrated(page, '/about');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Insurance' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.querySelector('main')!).filter))
      .toContain('blur');
    await expect.poll(() => focusIsInDialog(page)).toBe(true);
    const focusEscapes = await countFocusEscapes(page);
    for (let step = 0; step < 25; step += 1) await page.keyboard.press(step < 20 ? 'Tab' : 'Shift+Tab');
    expect(await focusIsInDialog(page)).toBe(true);
    expect(await focusEscapes()).toBe(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('following a link in the menu navigates and closes it', async ({ page }) => {
    await openHydrated(page, '/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Contact us' }).first().click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the close button closes the menu', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('header without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('the menu button still opens the menu, and Escape closes it', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog.getByRole('link', { name: 'Insurance' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('header between a tablet and a wide desktop', () => {
  // Every label in the bars stays on one line: the main links are in the bar only where all of them fit (from xl in
  // English, xxl in Spanish); narrower, the menu button opens them.
  const cases = [
    { path: '/', width: 992, mainLinksInBar: false },
    { path: '/', width: 1000, mainLinksInBar: false },
    { path: '/', width: 1199, mainLinksInBar: false },
    { path: '/', width: 1200, mainLinksInBar: true },
    { path: '/es', width: 992, mainLinksInBar: false },
    { path: '/es', width: 1000, mainLinksInBar: false },
    { path: '/es', width: 1399, mainLinksInBar: false },
    { path: '/es', width: 1400, mainLinksInBar: true },
  ];
  for (const { path, width, mainLinksInBar } of cases) {
    test(`${path} at ${width} px: no label wraps or is cut, the main links ${mainLinksInBar ? 'in the bar' : 'behind the menu button'}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const header = page.locator('[data-site-header]');
      const wrapped = await header.evaluate((root) =>
        [...root.querySelectorAll<HTMLElement>('a, button')]
          .filter((element) => element.getClientRects().length > 0 && !element.closest('[popover]'))
          .filter((element) => {
            // The lines its visible text sits on (a screen reader's visually hidden label is not drawn).
            const lines = new Set<number>();
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) lines.add(Math.round(rect.bottom));
            }
            return lines.size > 1;
          })
          .map((element) => element.textContent?.trim()),
      );
      expect(wrapped).toEqual([]);
      // Nothing pushed out of the window by a crowded row.
      const outside = await header.evaluate((root) =>
        [...root.querySelectorAll<HTMLElement>('a, button, input')]
          .filter((element) => element.getClientRects().length > 0 && !element.closest('[popover]'))
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.left < 0 || box.right > document.documentElement.clientWidth;
          })
          .map((element) => element.textContent?.trim() || element.getAttribute('aria-label')),
      );
      expect(outside).toEqual([]);
      // The top bar's search field shows its whole placeholder (measured as the same words typed in).
      const field = header.locator('[data-header-top-bar] input[type="search"]');
      const { needed, room } = await field.evaluate((input: HTMLInputElement) => {
        input.value = input.placeholder;
        const measured = { needed: input.scrollWidth, room: input.clientWidth };
        input.value = '';
        return measured;
      });
      expect(needed).toBeLessThanOrEqual(room);
      // The bar's main navigation (the menu panel holds another, closed here).
      const mainNav = header.getByRole('navigation', { name: path === '/' ? 'Main' : 'Principal', exact: true });
      await expect(mainNav).toHaveCount(mainLinksInBar ? 1 : 0);
      await expect(header.locator('[data-menu-button]')).toBeVisible({ visible: !mainLinksInBar });
    });
  }
});
