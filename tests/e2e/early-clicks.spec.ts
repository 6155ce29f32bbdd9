import { expect, test, type Page } from '@playwright/test';

/**
 * Controls an island wires up work from the moment they are visible: a click made while the page's scripts are still
 * on their way (a slow phone) is held and acted on once the island has hydrated (lib/browser/early-clicks.ts).
 */

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

const heldClicks = (page: Page) =>
  page.evaluate(() => (window as Window & { __earlyClicks?: Element[] }).__earlyClicks?.length ?? -1);

test('Cookie Preferences pressed before any script has loaded opens the consent dialog once the page hydrates', async ({
  page,
}) => {
  const releaseScripts = await holdScripts(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Cookie Preferences' }).click();
  expect(await heldClicks(page)).toBe(1);

  releaseScripts();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Allow cookies' })).toBeVisible();
  expect(await heldClicks(page)).toBe(0);
});

test('a modal link pressed before any script has loaded opens its modal once the page hydrates', async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: 'What a visit covers' }).click();
  expect(await heldClicks(page)).toBe(1);

  releaseScripts();
  await expect(page.getByRole('dialog', { name: 'What a loss-control visit covers' })).toBeVisible();
  await expect(page).not.toHaveURL(/#modal/);
});

test('an article’s Share pressed before any script has loaded opens its menu once the page hydrates', async ({
  page,
}) => {
  const releaseScripts = await holdScripts(page);
  await page.goto('/learning-center/loss-control/protecting-greenhouses-on-frost-nights', {
    waitUntil: 'domcontentloaded',
  });
  await page.getByRole('button', { name: 'Share' }).click();
  expect(await heldClicks(page)).toBe(1);

  releaseScripts();
  await expect(page.getByRole('link', { name: /Share on LinkedIn/ })).toBeVisible();
  expect(await heldClicks(page)).toBe(0);
});

test('a video’s play button pressed before any script has loaded starts the player once the page hydrates', async ({
  page,
}) => {
  await page.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
  );
  const releaseScripts = await holdScripts(page);
  await page.goto('/insurance/general-liability', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Play video: How a liability claim unfolds' }).click();
  expect(await heldClicks(page)).toBe(1);

  releaseScripts();
  await expect(page.locator('iframe[title="How a liability claim unfolds"]')).toBeVisible();
  expect(await heldClicks(page)).toBe(0);
});
