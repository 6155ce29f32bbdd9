import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

/**
 * The framework's scripts are requested only once the page has painted (lib/serve/paint-first.ts): the first paint on a
 * phone never waits for, or shares the line with, 190 kB of JavaScript. The page then hydrates as before.
 */
const PAGES = ['/', '/insurance/general-liability', '/learning-center'];

for (const path of PAGES) {
  test(`${path}: no script is requested before the first contentful paint, and the page hydrates`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(timings.scripts.length).toBeGreaterThan(5);
    expect(Math.min(...timings.scripts)).toBeGreaterThanOrEqual(timings.paint);
  });
}
