import { expect, test, type Page } from '@playwright/test';

/**
 * On a slow phone the page is painted seconds before its (async) scripts have run. The controls a
 * phone visitor needs work from that first paint: the menu opens, the carousel turns, the glossary's dropdown keeps
 * its choice; and a script that fails to load leaves them as they are without JavaScript, never less.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Holds every script of the page back until the returned function is called: the page shows, nothing hydrates. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => expect(page.locator('[data-site-header][data-hydrated]')).toBeAttached();
const menuDisclosure = (page: Page) => page.locator('[data-site-header] summary', { hasText: 'Menu' });
const siteMenu = (page: Page) => page.getByRole('dialog', { name: 'Site menu' });

test.describe('the phone menu', () => {
  test('opens from a tap at first paint, and the island adopts it at hydration @phone', async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await menuDisclosure(page).tap();
    await expect(page.locator('details[open]').getByRole('link', { name: 'Insurance' }).first()).toBeVisible();

    releaseScripts();
    await hydrated(page);
    // The open disclosure became the island's offcanvas: still open, now a titled dialog.
    await expect(siteMenu(page).getByRole('link', { name: 'Insurance' }).first()).toBeVisible();
    await expect(menuDisclosure(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(siteMenu(page)).toBeHidden();
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.tap();
    await expect(siteMenu(page)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('is the island’s button once hydrated, its panel’s code already in before the first tap @phone', async ({
    page,
  }) => {
    const scripts: string[] = [];
    await page.goto('/about');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(button).toBeVisible();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await button.tap();
    await expect(siteMenu(page)).toBeVisible();
    expect(scripts).toEqual([]);
  });

  // The panel's code is in the page's own chunks (issue 51): no chunk of its own can fail alone.
  test('opens as a disclosure when no script loads at all @phone', async ({ page }) => {
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/about');
    await menuDisclosure(page).tap();
    await expect(page.locator('details[open]').getByRole('link', { name: 'Insurance' }).first()).toBeVisible();
  });
});

test('the carousel turns to its next page from a tap made before hydration @phone', async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const carousel = page.getByRole('region', { name: 'Coverage for every corner of your operation' });
  await carousel.getByRole('button', { name: 'Next' }).tap();
  await expect(carousel).toHaveAttribute('data-carousel-page', '1');

  releaseScripts();
  await hydrated(page);
  await expect(carousel).toHaveAttribute('data-carousel-page', '2');
  await expect(carousel.getByRole('button', { name: 'Show page 2' })).toHaveAttribute('aria-current', 'true');
});

test('the carousel turns to its next page from a swipe made before hydration @phone', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay turning it instead
  const releaseScripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const carousel = page.getByRole('region', { name: 'Coverage for every corner of your operation' });
  // A 60 px swipe to the left across the first card, as a thumb makes it.
  await carousel
    .getByRole('group')
    .first()
    .evaluate((card) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: card, clientX: x, clientY: 300 });
      const options = (x: number, touches: Touch[]) => ({ bubbles: true, touches, changedTouches: [touch(x)] });
      card.dispatchEvent(new TouchEvent('touchstart', options(260, [touch(260)])));
      card.dispatchEvent(new TouchEvent('touchend', options(200, [])));
    });
  await expect(carousel).toHaveAttribute('data-carousel-page', '1');

  releaseScripts();
  await hydrated(page);
  await expect(carousel).toHaveAttribute('data-carousel-page', '2');
});

test('the glossary keeps a term chosen on its dropdown before hydration @phone', async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  await page.goto('/learn-more', { waitUntil: 'domcontentloaded' });
  const select = page.getByLabel('Choose a term');
  await select.selectOption({ label: 'Additional insured' });

  releaseScripts();
  await hydrated(page);
  await expect(page.getByRole('tabpanel', { name: 'Additional insured' })).toBeVisible();
  await expect(select).toHaveValue('1');
  await expect(page.getByRole('tabpanel', { name: 'Actual cash value' })).toBeHidden();
});
