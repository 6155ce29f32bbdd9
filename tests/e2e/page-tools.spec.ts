import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openHydrated } from './support';

const FINDER = '/contact-us/agent-search';
const GLOSSARY = '/learn-more';
const ARTICLE = '/learning-center/business-tips/keeping-records-that-speed-claims';
const LEGAL = '/terms-and-conditions';
const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1400, height: 900 } },
];

const letterIndex = (page: Page) => page.getByRole('navigation', { name: 'Glossary terms by first letter' });
const visiblePanel = (page: Page) => page.locator('[role="tabpanel"]:visible');
const finderAlert = (page: Page) => page.locator('[data-ae-finder]').getByRole('alert');
const toc = (page: Page) => page.getByRole('navigation', { name: 'On this page' });

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    test('a zip or zipcode query selects its state and lists its executives', async ({ page }) => {
      for (const query of ['?zip=97201', '?ZIPCODE=97201']) {
        await page.goto(`${FINDER}${query}`);
        await expect(page.getByText('1 found for Oregon')).toBeVisible();
        await expect(page.getByRole('heading', { level: 4, name: 'Maren Holloway' })).toBeVisible();
        await expect(page.locator('.state-select__single-value')).toHaveText('Oregon');
        await expect(finderAlert(page)).toHaveCount(0);
      }
      await expectNoAxeViolations(page);
    });

    test('an invalid zip shows the finder’s invalid message and no results', async ({ page }) => {
      for (const query of ['?zip=00601', '?zipcode=9720', '?zip=%3Cb%3E97201%3C%2Fb%3E']) {
        await page.goto(`${FINDER}${query}`);
        await expect(finderAlert(page)).toContainText('doesn’t match a U.S. state');
        await expect(page.getByRole('heading', { name: 'Maren Holloway' })).toHaveCount(0);
        await expect(page.locator('b')).toHaveCount(0);
      }
      await expectNoAxeViolations(page);
    });

    test('glossary: letter and selLetter (any case) preselect a letter’s first term; unusable values do not', async ({
      page,
    }) => {
      for (const query of ['?letter=u', '?selLetter=U']) {
        await page.goto(`${GLOSSARY}${query}`);
        await expect(visiblePanel(page)).toHaveCount(1);
        await expect(visiblePanel(page).getByRole('heading')).toHaveText('Umbrella policy');
      }
      // F has no terms: it is not a link, and the query falls back to the first term, as a malformed value does.
      for (const query of ['?letter=f', '?selLetter=F', '?letter=uu', '?letter=%3Cb%3E']) {
        await page.goto(`${GLOSSARY}${query}`);
        await expect(visiblePanel(page).getByRole('heading')).toHaveText('Actual cash value');
      }
      await expect(letterIndex(page).getByRole('link', { name: 'F', exact: true })).toHaveCount(0);
      await expect(letterIndex(page).getByText('F', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('glossary: the A–Z index jumps to a letter’s first term and keeps the letter in the address', async ({
      page,
    }) => {
      await openHydrated(page, GLOSSARY);
      await letterIndex(page).getByRole('link', { name: 'W', exact: true }).click();
      await expect(visiblePanel(page).getByRole('heading')).toHaveText('Waiver of subrogation');
      await expect(visiblePanel(page)).toBeFocused();
      await expect(visiblePanel(page)).toBeInViewport();
      expect(new URL(page.url()).search).toBe('?letter=w');
    });

    test('table of contents: present on a long article and legal page, its links jump, the section read is marked', async ({
      page,
    }) => {
      await page.goto(LEGAL);
      await expect(toc(page).locator('ol').first().locator('li')).toHaveCount(6);
      await openHydrated(page, ARTICLE);
      const links = toc(page).locator('a:visible');
      if (name === 'phone') {
        // Collapsed on phones until opened.
        await expect(links).toHaveCount(0);
        await toc(page).locator('summary').click();
      }
      await expect(links).toHaveCount(4);
      await expect(links.nth(0)).toHaveText('What to keep');
      await links.nth(2).click();
      await expect(page).toHaveURL(/#when-a-loss-happens$/);
      await expect(page.locator('#when-a-loss-happens h2')).toBeInViewport();
      await expect(toc(page).locator('a[aria-current="location"]:visible')).toHaveAttribute(
        'href',
        '#when-a-loss-happens',
      );
      await page.evaluate(() => {
        const section = document.getElementById('review-your-records-once-a-year')!;
        window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 10);
      });
      await expect(toc(page).locator('a[aria-current="location"]:visible')).toHaveAttribute(
        'href',
        '#review-your-records-once-a-year',
      );
      await expectNoAxeViolations(page);
    });

    test('share menu: opens whole inside the window, each network with its icon', async ({ page }) => {
      await openHydrated(page, ARTICLE);
      await page.getByRole('button', { name: 'Share' }).click();
      const menu = page.locator('main .dropdown-menu');
      await expect(menu).toBeVisible();
      const box = await menu.boundingBox();
      if (!box) throw new Error('no share menu box');
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      const icons = menu.locator('img');
      await expect(icons).toHaveCount(5);
      // The icons load lazily, once the open menu shows them: wait for each, then check it drew.
      for (const icon of await icons.all())
        await expect
          .poll(() => icon.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : -1)))
          .toBeGreaterThan(0);
    });

    test('print: no header, footer, share or print button; link addresses after body links', async ({ page }) => {
      for (const path of [ARTICLE, '/insurance/commercial-property']) {
        await page.goto(path);
        await page.emulateMedia({ media: 'print' });
        await expect(page.locator('[data-site-header]')).toBeHidden();
        await expect(page.locator('body > footer, footer').first()).toBeHidden();
        const bodyLink = page.locator('main a[href^="/"]:not(.btn):visible').first();
        const href = await bodyLink.getAttribute('href');
        const after = await bodyLink.evaluate((link) => getComputedStyle(link, '::after').content);
        expect(after).toBe(`" (${href})"`);
        await page.emulateMedia({ media: 'screen' });
        await expect(page.locator('[data-site-header]')).toBeVisible();
      }
      await page.goto(ARTICLE);
      const print = page.getByRole('button', { name: 'Print' });
      await expect(print).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(print).toBeHidden();
      await expect(page.getByRole('button', { name: 'Share' })).toBeHidden();
    });
  });
}

test('without JavaScript the glossary index still jumps to a letter’s term', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(GLOSSARY);
  await letterIndex(page).getByRole('link', { name: 'U', exact: true }).click();
  await expect(page).toHaveURL(/\?letter=u#glossary-letter-u$/);
  await expect(visiblePanel(page)).toHaveCount(1);
  await expect(visiblePanel(page).getByRole('heading')).toHaveText('Umbrella policy');
  await expect(visiblePanel(page)).toBeInViewport();
  await context.close();
});
