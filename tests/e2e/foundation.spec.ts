import { expect, test } from '@playwright/test';
import { statSync } from 'node:fs';
import { join } from 'node:path';

const HOST = 'https://www.verdanceinsurance.com';

/** The year the served home page was rendered: its prerendered file's time in the build under test. */
function homeRenderYear() {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  return statSync(join(process.cwd(), distDir, 'server', 'app', 'index.html')).mtime.getFullYear();
}

test.describe('foundation pages', () => {
  test('home page shows its heading, header and footer @phone', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance that grows with your business');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${homeRenderYear()} Verdance Insurance`);
    await expect(page.getByRole('contentinfo')).toContainText('Cookie Preferences');
  });

  test('skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('an unknown path answers 404 with the designed not-found page @phone', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
    await expect(page.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: /sitemap/ })).toHaveAttribute('href', '/sitemap');
    await expect(page.getByRole('main').getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute(
      'href',
      'tel:18005550142',
    );
  });

  test('the 404 page is in the HTML itself, for crawlers and visitors without JavaScript', async ({ request }) => {
    const response = await request.get('/no-such-page/at-all');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>We couldn’t find that page<\/h1>/);
    expect(html).toContain('href="/sitemap"');
  });

  test('a page path spelled with capitals is sent to its lowercase address, query kept', async ({ request }) => {
    const response = await request.get('/Insurance/General-Liability?SupportID=X1', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toMatch(/\/insurance\/general-liability\?SupportID=X1$/);
  });

  for (const [path, canonical] of [
    ['/', HOST],
    ['/about', `${HOST}/about`],
    ['/insurance/general-liability', `${HOST}/insurance/general-liability`],
  ] as const) {
    test(`canonical and social tags of ${path}`, async ({ page }) => {
      await page.goto(`${path}?utm_source=test`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      const breadcrumbs = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(breadcrumbs.map((text) => JSON.parse(text)['@type'])).toContain('BreadcrumbList');
    });
  }

  test('every stylesheet a page preloads is one it applies (no “preloaded but not used” warning)', async ({ page }) => {
    for (const path of ['/', '/about', '/learning-center', '/no-such-page']) {
      await page.goto(path);
      const unused = await page.evaluate(() => {
        const applied = new Set([...document.styleSheets].map((sheet) => sheet.href));
        const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
        return preloaded.map((link) => link.href).filter((href) => !applied.has(href));
      });
      expect(unused, path).toEqual([]);
    }
  });

  test('the HTML sitemap page lists the site tree', async ({ page }) => {
    await page.goto('/sitemap');
    await expect(page).toHaveTitle(/Sitemap/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'General liability' })).toHaveAttribute(
      'href',
      '/insurance/general-liability',
    );
    // Two columns at 1400 px, neither list much longer than the other; the campaign page (reached from its ads) not listed.
    const heights = await page
      .locator('[data-sitemap-columns] > div')
      .evaluateAll((columns) => columns.map((column) => column.firstElementChild!.getBoundingClientRect().height));
    expect(heights).toHaveLength(2);
    expect(Math.max(...heights) / Math.min(...heights)).toBeLessThanOrEqual(1.25);
    await expect(page.getByRole('main').locator('a[href="/florist-insurance"]')).toHaveCount(0);
  });
});

test.describe('crawlers', () => {
  test('/favicon.ico and /apple-touch-icon.png are real icons, linked from every page', async ({ page, request }) => {
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const touch = await request.get('/apple-touch-icon.png');
    expect(touch.status()).toBe(200);
    expect(touch.headers()['content-type']).toBe('image/png');
    const png = await touch.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], 'width and height').toEqual([180, 180]);
    await page.goto('/about');
    await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
    await expect(page.locator('link[rel="apple-touch-icon"][href="/apple-touch-icon.png"]')).toHaveCount(1);
  });

  test('sitemap.xml lists exactly the pages not hidden from it, at their canonical URLs', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(urls).toContain(HOST);
    expect(urls).toContain(`${HOST}/insurance/general-liability`);
    expect(urls.every((url) => url?.startsWith(HOST))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });

  test('robots.txt allows the site and names the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('Allow: /');
    expect(text).toContain(`Sitemap: ${HOST}/sitemap.xml`);
    expect(text).not.toMatch(/Disallow: \/\s*$/m);
  });
});
