import { expect, test } from '@playwright/test';
import { openHydrated } from './support';

// What a demanding visitor noticed at 390 px: numbers that wrap, text over the hero art, a header that moves.

const PAGES_WITH_PHONE_NUMBERS = [
  '/claims',
  '/contact-us',
  '/media-resources',
  '/privacy',
  '/regulatory',
  '/web-accessibility',
  '/business/garden-centers',
  '/contact-us/become-agent',
];

const PAGES_WITH_HERO_ART = [
  '/',
  '/learning-center',
  '/claims',
  '/contact-us/request-a-quote',
  '/contact-us/agent-search',
  '/learn-more',
  '/why-verdance',
];

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of PAGES_WITH_PHONE_NUMBERS) {
    test(`no phone number breaks across lines on ${path}`, async ({ page }) => {
      await page.goto(path);
      const broken = await page.evaluate(() =>
        [...document.querySelectorAll('main a[href^="tel:"], main .phone-number')]
          .filter((element) => element.getClientRects().length > 1)
          .map((element) => element.textContent),
      );
      expect(broken).toEqual([]);
    });
  }

  for (const path of PAGES_WITH_HERO_ART) {
    test(`the hero's text never lies over its art on ${path}`, async ({ page }) => {
      await page.goto(path);
      const overlaps = await page.evaluate(() => {
        const hero = document.querySelector('main [data-hero]');
        const art = hero?.querySelector('img');
        if (!hero || !art) return ['no hero art'];
        const drawn = art.getBoundingClientRect();
        const texts = [...hero.querySelectorAll('h1, p, a, [class*="description"]')];
        return texts
          .filter((element) => {
            const box = element.getBoundingClientRect();
            const apart =
              box.bottom <= drawn.top || box.top >= drawn.bottom || box.right <= drawn.left || box.left >= drawn.right;
            return box.height > 0 && !apart;
          })
          .map((element) => element.textContent?.trim().slice(0, 40));
      });
      expect(overlaps).toEqual([]);
    });
  }
});

test.describe('header', () => {
  test('the navigation stays put on the request-a-quote page, where the quote button is hidden', async ({ page }) => {
    await openHydrated(page, '/contact-us');
    const nav = page.locator('[data-site-header] nav').nth(1);
    const elsewhere = await nav.boundingBox();
    await openHydrated(page, '/contact-us/request-a-quote');
    expect(await nav.boundingBox()).toEqual(elsewhere);
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`the quote button is visible above the fold on About ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1400, height: 900 } });
      const page = await context.newPage();
      await page.goto('/about');
      await expect(page.locator('[data-request-quote-button] a')).toBeVisible();
      await expect(page.locator('[data-request-quote-button] a')).toHaveCSS('opacity', '1');
      await context.close();
    });
  }

  test('without JavaScript the phone Menu button sits inside the header bar', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    const bar = await page.locator('[data-site-header]').boundingBox();
    const menu = page.locator('[data-site-header] [data-menu-button]');
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y + bar!.height);
    await context.close();
  });

  test('the search field says what it is for', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-header-top-bar] input[type="search"]')).toHaveAttribute('placeholder', /\S/);
  });

  test('the logo is drawn in the page, not fetched as a separate image', async ({ page }) => {
    await page.goto('/');
    const logo = page.locator('[data-site-header] a[href="/"]').first();
    await expect(logo.locator('svg use[href="#brand-logo"]')).toBeAttached();
    await expect(page.locator('symbol#brand-logo path').first()).toBeAttached();
    await expect(logo.locator('img, svg text')).toHaveCount(0);
  });
});

/** Same-site paths of every link in a page's HTML, without query or fragment. */
function linkedPaths(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

test('every page title fits a search result whole (≤ 60 characters, never cut with “…”) and is its own', async ({
  request,
}) => {
  const sitemapXml = await (await request.get('/sitemap.xml')).text();
  const sitemapHtml = await (await request.get('/sitemap')).text();
  const sitemapPaths = [
    ...linkedPaths(sitemapXml, /<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g).map((path) => path || '/'),
    ...linkedPaths(sitemapHtml.slice(sitemapHtml.indexOf('data-sitemap-columns')), /<a[^>]* href="(\/[^"?#]*)"/g),
  ];
  const listings = ['/learning-center', '/news', '/learning-center/loss-control'];
  const listingPages: string[] = [];
  for (const listing of listings) {
    const html = await (await request.get(listing)).text();
    listingPages.push(...linkedPaths(html, /<a[^>]* href="([^"]*\?page=\d+)"/g));
  }
  const paths = [...new Set([...sitemapPaths, ...listingPages])];
  const titles = new Map<string, string>();
  const wrong: string[] = [];
  for (const path of [...paths, '/search?q=greenhouse', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    const title = (html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '').replaceAll('&amp;', '&');
    if (!title || title.length > 60 || title.includes('…')) wrong.push(`${path}: ${title} (${title.length})`);
    const other = titles.get(title);
    if (other) wrong.push(`${path}: "${title}" is also the title of ${other}`);
    titles.set(title, path);
  }
  expect(paths.length).toBeGreaterThan(100);
  expect(listingPages).toContain('/learning-center?page=6');
  expect(wrong).toEqual([]);
});

test('a listing shows its featured article once, on page 1; an article’s “More from” never lists itself', async ({
  page,
}) => {
  await page.goto('/learning-center');
  await expect(page.locator('[data-featured]')).toHaveCount(1);
  for (const number of [2, 6]) {
    await page.goto(`/learning-center?page=${number}`);
    await expect(page.locator('[data-blog-card]').first()).toBeVisible();
    await expect(page.locator('[data-featured]')).toHaveCount(0);
  }
  await page.goto('/learning-center/loss-control/protecting-greenhouses-on-frost-nights');
  const related = page
    .getByRole('region', { name: /^More from/ })
    .getByRole('listitem')
    .getByRole('link');
  await expect(related).toHaveCount(3);
  const titles = await related.allTextContents();
  expect(titles.join('\n')).not.toContain('Protecting your greenhouse on frost nights');
});

test('the listing pager keeps Previous, six pages and Next on one line at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/learning-center?page=3');
  const items = page.locator('nav .pagination .page-item');
  await expect(items).toHaveCount(8);
  const tops = await items.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  const heights = await page
    .locator('nav .pagination .page-link')
    .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().height)));
  expect(new Set(heights).size).toBe(1);
});

// The legal links in one row below need no more: 24 px apart, they meet the criterion by their spacing.
test('every link in the footer’s columns is a target of at least 24 by 24 px (WCAG 2.2, 2.5.8) on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  const links = page.locator('footer nav[class*="columnLinks"] a');
  expect(await links.count()).toBeGreaterThan(5);
  for (const box of await links.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect()).map(({ width, height }) => ({ width, height })),
  )) {
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(box.width).toBeGreaterThanOrEqual(24);
  }
});
