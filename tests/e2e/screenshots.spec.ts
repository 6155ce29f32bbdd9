import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

// Reviewed screenshots: five kinds of page a designer signed off, at a phone's and a desktop's width. A change
// of more than 2% of the pixels fails; after a reviewed change, refresh them with `npm run screenshots:update`.
const PAGES = {
  home: '/',
  insurance: '/insurance/general-liability',
  article: '/learning-center/business-tips/business-continuity-plan-for-growers',
  quote: '/contact-us/request-a-quote',
};

test.use({ reducedMotion: 'reduce' });

for (const [name, path] of Object.entries(PAGES)) {
  for (const width of [390, 1400]) {
    test(`${name} at ${width} px looks as reviewed`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      // As a reader's second page: the fonts come from the cache and are drawn from the first paint. On a first
      // page they may miss it (`display: optional`) and the page keeps their fallbacks, which these do not review.
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      await page.reload();
      await waitForHydration(page);
      // Bands below the fold are laid out as they near the viewport (content-visibility), which a full-page capture
      // never does: lay them all out, as a visitor who scrolled would see them.
      await page.addStyleTag({ content: '.later-band { content-visibility: visible !important; }' });
      // Lazy images load now, so the page is whole in the full-page screenshot.
      await page.evaluate(() => document.querySelectorAll('img').forEach((image) => (image.loading = 'eager')));
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      // Decoded too (as a visitor's scroll would have them), so no capture catches one still being rasterized.
      await page.evaluate(() =>
        Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
      );
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        maxDiffPixelRatio: 0.02,
      });
    });
  }
}
