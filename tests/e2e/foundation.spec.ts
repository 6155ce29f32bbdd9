import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const HOST = 'https://www.verdanceinsurance.com';

test.describe('foundation pages', () => {
  test('home page shows its heading, header and footer @phone', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance that grows with your business');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Verdance Insurance`);
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
    await expect(page.getByRole('main').getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute('href', 'tel:18005550142');
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

  test('the HTML sitemap page lists the site tree', async ({ page }) => {
    await page.goto('/sitemap');
    await expect(page).toHaveTitle(/Sitemap/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'General liability' })).toHaveAttribute('href', '/insurance/general-liability');
  });

  for (const path of ['/', '/about', '/insurance/general-liability', '/no-such-page']) {
    test(`axe finds no violations on ${path} @phone`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test.describe('crawlers', () => {
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
