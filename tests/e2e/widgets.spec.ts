import { expect, test, type Page } from '@playwright/test';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1400, height: 900 };

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not visible`);
  return found;
}

/** The image file a <picture> actually chose, from next/image's optimiser URL. */
async function chosenImage(page: Page, selector: string) {
  const image = page.locator(selector).first();
  await expect(image).toHaveJSProperty('complete', true);
  const src = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
  return decodeURIComponent(src);
}

test.describe('widgets on a phone (390px)', () => {
  test.use({ viewport: PHONE });

  test('breadcrumb is a disclosure labelled “Where you are” that opens the ancestors, by keyboard too', async ({
    page,
  }) => {
    await page.goto('/insurance/general-liability');
    const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav.locator('[data-breadcrumb="trail"]')).toBeHidden();
    const summary = nav.locator('summary');
    await expect(summary).toHaveText('Where you are');
    await expect(nav.getByRole('link', { name: 'Insurance' })).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Insurance' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.locator('details').getByText('General liability')).toHaveAttribute('aria-current', 'page');
  });

  test('quote hero shows the mobile image below 992px', async ({ page }) => {
    await page.goto('/about');
    expect(await chosenImage(page, '[data-hero] picture img')).toContain('/images/heroes/mobile/about.jpg');
  });

  test('double content block columns stack', async ({ page }) => {
    await page.goto('/insurance');
    const first = await box(page, '[data-orientation="half"] [data-column="first"]');
    const second = await box(page, '[data-orientation="half"] [data-column="second"]');
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
    expect(Math.round(first.width)).toBe(Math.round(second.width));
  });
});

test.describe('widgets on a desktop (1400px)', () => {
  test.use({ viewport: DESKTOP });

  test('breadcrumb shows the whole trail with the current page marked', async ({ page }) => {
    await page.goto('/insurance/general-liability');
    const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav.locator('details')).toBeHidden();
    const trail = nav.locator('[data-breadcrumb="trail"]');
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Insurance', 'General liability']);
    await expect(trail.getByRole('link', { name: 'Insurance' })).toHaveAttribute('href', '/insurance');
    await expect(trail.getByText('General liability')).toHaveAttribute('aria-current', 'page');
  });

  test('quote hero shows the desktop image from 992px', async ({ page }) => {
    await page.goto('/about');
    expect(await chosenImage(page, '[data-hero] picture img')).toMatch(/url=\/images\/heroes\/about\.jpg/);
  });

  test('double content block columns sit side by side in their orientation', async ({ page }) => {
    await page.goto('/insurance');
    const first = await box(page, '[data-orientation="half"] [data-column="first"]');
    const second = await box(page, '[data-orientation="half"] [data-column="second"]');
    expect(Math.abs(first.y - second.y)).toBeLessThan(2);
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    expect(Math.round(first.width)).toBe(Math.round(second.width));

    // The claims questions: their heading in the narrow first column, the accordion in the wide second.
    await page.goto('/claims');
    const narrow = await box(page, '[data-orientation="oneThirdTwo"] [data-column="first"]');
    const wide = await box(page, '[data-orientation="oneThirdTwo"] [data-column="second"]');
    expect(Math.abs(wide.y - narrow.y)).toBeLessThan(2);
    expect(wide.x).toBeGreaterThan(narrow.x + narrow.width - 1);
    expect(wide.width / narrow.width).toBeGreaterThan(1.8);
  });

  test('video loads the do-not-track Vimeo player only after the visitor presses play', async ({ page }) => {
    const requests: string[] = [];
    await page.route('https://player.vimeo.com/**', (route) => {
      requests.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' });
    });
    await page.goto('/insurance/general-liability');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Play video: How a liability claim unfolds' }).click();
    const player = page.locator('iframe[title="How a liability claim unfolds"]');
    await expect(player).toBeVisible();
    expect(new URL((await player.getAttribute('src'))!).searchParams.get('dnt')).toBe('1');
    await expect.poll(() => requests.length).toBeGreaterThan(0);
  });

  test('the office-hours script embed adds its status line, and pages stay website-type for social cards', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    const status = page.locator('[data-script-embed] [data-embed-status]');
    await expect(status).toHaveText(/We’re (open|closed) now/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  });
});
