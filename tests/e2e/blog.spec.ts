import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { XMLParser } from 'fast-xml-parser';
import { expectNoAxeViolations, openHydrated } from './support';

const HOST = 'https://www.verdanceinsurance.com';
const ARTICLE = '/learning-center/loss-control/protecting-greenhouses-on-frost-nights';
const FEATURED_TITLE = 'Protecting your greenhouse on frost nights';
const PHONE = { width: 390, height: 844 };

const cards = (page: Page) => page.locator('[data-blog-row] [data-blog-card]');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Article pages' });
const cardTitles = (page: Page) => cards(page).locator('h2').allTextContents();

/** Console errors and CSP violations, collected while a test runs. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('blog listing', () => {
  test('shows the featured article alone, then rows of three, newest first, 6 a page', async ({ page }) => {
    await page.goto('/learning-center');
    await expect(page.locator('[data-featured]')).toContainText(FEATURED_TITLE);
    const rows = page.locator('[data-blog-row]');
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) await expect(row.locator('[data-blog-card]')).toHaveCount(3);
    const dates = await cards(page)
      .locator('time')
      .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(await cardTitles(page)).not.toContain(FEATURED_TITLE);
  });

  test('pager: Previous disabled on page 1, Next loads ?page=2, active and disabled items do nothing', async ({
    page,
  }) => {
    await page.goto('/learning-center');
    const nav = pager(page);
    await expect(nav.getByTitle('Page 1')).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Previous' })).toHaveCount(0);
    await nav.getByText('Previous').click({ force: true });
    await nav.getByTitle('Page 1').click();
    await expect(page).toHaveURL(/\/learning-center$/);
    const firstPage = await cardTitles(page);
    await nav.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/learning-center\?page=2$/);
    await expect(pager(page).getByTitle('Page 2')).toHaveAttribute('aria-current', 'page');
    expect(await cardTitles(page)).not.toEqual(firstPage);
    await pager(page).getByRole('link', { name: '6' }).click();
    await expect(page).toHaveURL(/\?page=6$/);
    await expect(pager(page).getByRole('link', { name: 'Next' })).toHaveCount(0);
    await expect(pager(page).getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    await pager(page).getByText('Next').click({ force: true });
    await expect(page).toHaveURL(/\?page=6$/);
  });

  test('?page=2 is served prerendered, and its aliases show the same page, without browser errors', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const response = await page.goto('/learning-center?page=2');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-nextjs-cache']).toBe('HIT');
    expect(response?.headers()['x-nextjs-prerender']).toContain('1');
    const expected = await cardTitles(page);
    for (const alias of ['p', 'pagenum', 'page-num']) {
      await page.goto(`/learning-center?${alias}=2`);
      await expect(pager(page).getByTitle('Page 2')).toHaveAttribute('aria-current', 'page');
      expect(await cardTitles(page)).toEqual(expected);
    }
    await page.goto('/learning-center/loss-control?page=2');
    await expect(pager(page).getByTitle('Page 2')).toHaveAttribute('aria-current', 'page');
    expect(errors).toEqual([]);
  });

  test('?page=abc, ?page=0 and a page past the last show page 1, never a blank 404', async ({ page, request }) => {
    for (const query of ['page=abc', 'page=0', 'p=-3', 'page=999']) {
      await page.goto(`/learning-center?${query}`);
      await expect(pager(page).getByTitle('Page 1')).toHaveAttribute('aria-current', 'page');
    }
    for (const [beyond, first] of [
      ['/learning-center/loss-control?page=3', '/learning-center/loss-control'],
      ['/news/company-news?page=2', '/news/company-news'],
    ] as const) {
      const response = await request.get(beyond);
      expect(response.status(), beyond).toBe(200);
      expect(await response.text(), `${beyond} is page 1`).toBe(await (await request.get(first)).text());
    }
  });

  test('a page past the last is a whole document: page 1 with its h1 and title, a section or a category', async ({
    page,
  }) => {
    for (const [path, heading] of [
      ['/learning-center?page=7', 'Practical guides for horticultural businesses'],
      ['/learning-center?page=999', 'Practical guides for horticultural businesses'],
      ['/news/company-news?page=2', 'News: Company news'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await page.title(), path).toMatch(/\S/);
    }
  });

  test('an unknown category or article, paged or not, gets the designed 404 page with its h1 and title', async ({
    page,
  }) => {
    for (const path of [
      '/learning-center/no-such-category?page=2',
      '/news/community/anything',
      '/learning-center/loss-control/no-such-article?page=2',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
      expect(await page.title(), path).toBe('Page not found | Verdance Insurance');
    }
  });

  test('page N names the public listing address as its canonical', async ({ page }) => {
    await page.goto('/learning-center/loss-control?page=2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${HOST}/learning-center/loss-control`);
  });

  test('Filter by buttons navigate to the category path on large screens', async ({ page }) => {
    await page.goto('/learning-center');
    const filter = page.getByRole('navigation', { name: 'Filter by' });
    await expect(filter.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await filter.getByRole('link', { name: 'Coverages' }).click();
    await expect(page).toHaveURL(/\/learning-center\/coverages$/);
    await expect(
      page.getByRole('navigation', { name: 'Filter by' }).getByRole('link', { name: 'Coverages' }),
    ).toHaveAttribute('aria-current', 'page');
    const categories = await cards(page).locator('p:first-child').allTextContents();
    expect(categories.length).toBe(6);
    expect(categories.every((text) => text.endsWith('Coverages'))).toBe(true);
  });

  test('Filter by is a menu starting with Show All on small screens', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/learning-center/coverages');
    const filter = page.getByRole('navigation', { name: 'Filter by' });
    await expect(filter.getByRole('link', { name: 'All', exact: true })).toBeHidden();
    await filter.locator('summary').click();
    const entries = filter.locator('details a');
    await expect(entries.first()).toHaveText('Show All');
    await filter.locator('details').getByRole('link', { name: 'Employees' }).click();
    await expect(page).toHaveURL(/\/learning-center\/employees$/);
  });

  test('external news items open the trade publication in a new tab', async ({ page }) => {
    await page.goto('/news/community');
    const links = page.locator('[data-blog-card] a[target="_blank"]');
    expect(await links.count()).toBeGreaterThanOrEqual(6);
    for (const rel of await links.evaluateAll((items) => items.map((item) => item.getAttribute('rel'))))
      expect(rel).toMatch(/^noopener noreferrer( nofollow)?$/);
    expect(await page.locator('[data-blog-card] a[rel~="nofollow"]').count()).toBeGreaterThan(0);
  });

  test('the home page previews the three newest learning-center articles', async ({ page }) => {
    await page.goto('/');
    const preview = page.locator('[data-blog-preview]');
    await expect(preview.locator('[data-blog-card]')).toHaveCount(3);
    await expect(preview.locator('[data-blog-card]').first()).toContainText(FEATURED_TITLE);
  });
});

test.describe('blog article', () => {
  test('layout: title, date, author, share menu, 8/12 and 4/12 columns, og:type article and BlogPosting JSON-LD', async ({
    page,
  }) => {
    await page.goto(ARTICLE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FEATURED_TITLE);
    await expect(page.getByText('Added October 28, 2026')).toBeVisible();
    await expect(page.getByText('By Dale Whitcomb')).toBeVisible();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${HOST}${ARTICLE}`);
    const main = await page.locator('[data-column="main"]').boundingBox();
    const aside = await page.locator('[data-column="image"]').boundingBox();
    expect(main!.width / aside!.width).toBeGreaterThan(1.8);
    await expect(page.locator('[data-column="image"] img')).toHaveAttribute('loading', 'eager');
    await expect(page.locator('[data-block="topiccta"]')).toContainText('Free frost-season checklists');
    await expect(page.locator('main')).not.toContainText('TODO');
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
      JSON.parse(text),
    );
    const posting = jsonLd.find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: FEATURED_TITLE,
      datePublished: '2026-10-28',
      author: { name: 'Dale Whitcomb' },
      image: `${HOST}/images/blog/protecting-greenhouses-on-frost-nights.jpg`,
    });
    expect(
      jsonLd
        .find((data) => data['@type'] === 'BreadcrumbList')
        .itemListElement.map((item: { name: string }) => item.name),
    ).toEqual(['Home', 'Learning Center', 'Loss control', FEATURED_TITLE]);
  });

  test('the preview image spans the width on small screens', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(ARTICLE);
    const image = await page.locator('[data-column="image"] img').boundingBox();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(Math.abs(image!.width - title!.width)).toBeLessThan(2);
    expect(image!.y).toBeLessThan(title!.y);
  });

  test('share menu works from the keyboard: Enter opens at the first item, arrows, Escape, Tab away', async ({
    page,
  }) => {
    await openHydrated(page, ARTICLE);
    const toggle = page.getByRole('button', { name: 'Share' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: /Share on Facebook/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: /Share on LinkedIn/ })).toBeFocused();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('link', { name: /Share by email/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    // Last: axe's run takes keyboard focus away from the page.
    await expectNoAxeViolations(page, '.dropdown-menu.show');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the share menu stays hidden until opened, then opens below its button, over the article', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openHydrated(page, ARTICLE);
    const toggle = page.getByRole('button', { name: 'Share' });
    const menu = page.locator('.dropdown-menu');
    const body = page.locator('[data-column="main"]');
    await expect(menu).toBeHidden();
    const bodyBefore = await body.boundingBox();
    await toggle.click();
    await expect(page.getByRole('link', { name: /Share on Facebook/ })).toBeVisible();
    const button = (await toggle.boundingBox())!;
    const opened = (await menu.boundingBox())!;
    expect(opened.y).toBeGreaterThanOrEqual(button.y + button.height);
    expect(opened.width).toBeGreaterThan(button.width);
    // Under its button, moved left only as far as the phone's window needs, and kept 8 px from its edge.
    expect(opened.x).toBeLessThanOrEqual(button.x + 1);
    expect(opened.x + opened.width).toBeGreaterThanOrEqual(button.x + button.width);
    expect(Math.abs(opened.x + opened.width - (PHONE.width - 8))).toBeLessThan(1);
    expect(await body.boundingBox()).toEqual(bodyBefore);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('share links carry the site host and path and open in a new tab', async ({ page }) => {
    await page.goto(ARTICLE);
    await page.getByRole('button', { name: 'Share' }).click();
    const linkedIn = page.getByRole('link', { name: /Share on LinkedIn/ });
    await expect(linkedIn).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${HOST}${ARTICLE}`)}`,
    );
    await expect(linkedIn).toHaveAttribute('target', '_blank');
  });

  test('Copy link puts the page address on the clipboard and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(ARTICLE);
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(page.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('an unknown article slug is a 404', async ({ request }) => {
    expect((await request.get('/learning-center/loss-control/no-such-article')).status()).toBe(404);
    expect((await request.get('/news/community/anything')).status()).toBe(404);
  });
});

test.describe('blog for crawlers', () => {
  test('feeds are RSS 2.0 XML, announced on the listing pages', async ({ page, request }) => {
    await page.goto('/news');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/news/feed.xml',
    );
    for (const section of ['learning-center', 'news']) {
      const response = await request.get(`/${section}/feed.xml`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/rss+xml');
      const feed = new XMLParser({ ignoreAttributes: false }).parse(await response.text());
      expect(feed.rss['@_version']).toBe('2.0');
      expect(feed.rss.channel.item.length).toBeGreaterThanOrEqual(18);
      expect(feed.rss.channel.item.every((item: { link: string }) => /^https:\/\//.test(item.link))).toBe(true);
    }
  });

  test('articles are in sitemap.xml and not in the HTML sitemap', async ({ page, request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${HOST}${ARTICLE}</loc>`);
    expect(xml).not.toContain('listing-page');
    await page.goto('/sitemap');
    await expect(page.locator(`main a[href="${ARTICLE}"]`)).toHaveCount(0);
    await expect(page.locator('main a[href="/learning-center"]')).toHaveCount(1);
  });

  for (const path of ['/learning-center', '/learning-center?page=2', '/news/community', ARTICLE]) {
    test(`axe finds no violations on ${path} @phone`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  }
});
