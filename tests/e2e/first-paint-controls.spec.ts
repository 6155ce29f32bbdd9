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
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const siteMenu = (page: Page) => page.getByRole('dialog', { name: 'Site menu' });

test.describe('the phone menu', () => {
  // The browser opens the panel (a popover): hydration neither redraws it nor closes it.
  test('opens from a tap at first paint, and is the same open panel once hydrated @phone', async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await menuButton(page).tap();
    await expect(siteMenu(page).getByRole('link', { name: 'Insurance' }).first()).toBeVisible();
    await siteMenu(page).evaluate((panel) => panel.setAttribute('data-opened-before-scripts', ''));

    releaseScripts();
    await hydrated(page);
    await expect(siteMenu(page)).toHaveAttribute('data-opened-before-scripts');
    await expect(siteMenu(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(siteMenu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await menuButton(page).tap();
    await expect(siteMenu(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('opens once hydrated without fetching any code on the tap @phone', async ({ page }) => {
    const scripts: string[] = [];
    await page.goto('/about');
    await hydrated(page);
    await expect(menuButton(page)).toBeVisible();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await menuButton(page).tap();
    await expect(siteMenu(page)).toBeVisible();
    expect(scripts).toEqual([]);
  });

  test('opens and closes when no script loads at all @phone', async ({ page }) => {
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/about');
    await menuButton(page).tap();
    await expect(siteMenu(page).getByRole('link', { name: 'Insurance' }).first()).toBeVisible();
    await siteMenu(page).getByRole('button', { name: 'Close menu' }).tap();
    await expect(siteMenu(page)).toBeHidden();
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
