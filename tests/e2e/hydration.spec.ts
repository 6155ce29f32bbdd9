import { expect, test } from '@playwright/test';
import { openHydrated } from './support';

/**
 * The bands of a page below its first are laid out only near the viewport (components/shared/LaterBand.tsx): they are
 * still in the page's HTML in order, shown without JavaScript, and their links work as before.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every band of the home page and its footer show, none held back for a script to reveal', async ({ page }) => {
    await page.goto('/');
    // React's out-of-order segments: HTML streamed after its place, hidden until a script moves it in.
    await expect(page.locator('div[hidden][id^="S:"]')).toHaveCount(0);
    const footerLink = page.locator('footer').getByRole('link', { name: 'Sitemap' });
    await footerLink.scrollIntoViewIfNeeded();
    await expect(footerLink).toBeVisible();
    await expect(page.locator('main section').last()).toBeVisible();
  });
});

test('a link in the footer, laid out only once near, navigates within the app', async ({ page }) => {
  await openHydrated(page, '/');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const footerLink = page.locator('footer a[href^="/about"]').first();
  const href = await footerLink.getAttribute('href');
  await footerLink.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
