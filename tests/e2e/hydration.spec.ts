import { expect, test, type Locator } from '@playwright/test';
import { waitForHydration } from './support';

/**
 * A band of the page far below the fold is hydrated only when it nears the viewport (components/shared/LaterBand.tsx):
 * its server HTML shows at once, and its links and widgets work once the visitor gets near them, or presses them.
 */

// React marks each DOM node it has hydrated with a property of its own.
const isHydrated = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

test('the footer is hydrated when it nears the viewport, not with the top of the page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const carousel = page.getByRole('region', { name: 'Coverage for every corner of your operation' });
  // The band after the hero is within reach of a 900 px window: it hydrates on load, after the page itself.
  await expect.poll(() => isHydrated(carousel)).toBe(true);
  const footerLink = page.locator('footer a[href^="/"]').first();
  expect(await isHydrated(footerLink)).toBe(false);

  await footerLink.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(footerLink)).toBe(true);
});

test('a link in a band not yet hydrated still navigates within the app when pressed', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const footerLink = page.locator('footer a[href^="/about"]').first();
  const href = await footerLink.getAttribute('href');
  await footerLink.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
