import { expect, test } from '@playwright/test';
import { contentPages, h1Texts, pathsHiddenFromHtmlSitemap, pathsHiddenFromSitemaps } from './content-pages';

/** Every page of the project map, with the h1 its composition marks (one per variant on a personalized page). */
const PAGES = contentPages().map((page) => ({ path: page.path, headings: h1Texts(page) }));

/** Pages a visitor reaches only after sending a form or failing a check: hidden from both sitemaps, so not linked. */
const HIDDEN = pathsHiddenFromSitemaps();

const PHONE_SAMPLE = [
  '/claims',
  '/business/florists',
  '/contact-us/agent-search',
  '/contact-us/maren-holloway',
  '/about/ingrid-vale',
  '/why-verdance/quill-creek-farms',
  '/regulatory/verdance-mpn',
  '/learn-more',
];

test.describe('site pages', () => {
  test('content/ gives every page at least one h1', () => {
    expect(PAGES.filter(({ headings }) => headings.length === 0).map(({ path }) => path)).toEqual([]);
  });

  // Every page at 390 and 1400 px is checked in tests/e2e/gates-browser.spec.ts; these few also on a phone's browser.
  for (const { path, headings } of PAGES.filter(({ path }) => PHONE_SAMPLE.includes(path))) {
    test(`${path} answers 200 with its heading on a phone @phone`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      expect(headings).toContain((await h1.textContent())?.trim());
      await expect(page.locator('[data-unknown-component]'), 'every section has a widget').toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    });
  }

  test('every page is reachable from the header, the footer or the HTML sitemap', async ({ page }) => {
    await page.goto('/sitemap');
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"], main a[href^="/"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    const linked = new Set(hrefs);
    const unlisted = pathsHiddenFromHtmlSitemap();
    const unreachable = PAGES.map(({ path }) => path).filter((path) => !unlisted.has(path) && !linked.has(path));
    expect(unreachable).toEqual([]);
  });

  test('thank-you pages stay out of the XML sitemap', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('/why-verdance/financial-strength');
    expect(HIDDEN.size).toBeGreaterThan(0);
    for (const path of HIDDEN) expect(xml).not.toContain(`${path}<`);
  });

  test('the glossary on /learn-more offers at least 25 terms', async ({ page }) => {
    await page.goto('/learn-more');
    await expect(page.getByRole('tab')).toHaveCount(28);
    await expect(page.getByRole('tab', { name: 'Spoilage coverage' })).toBeVisible();
  });

  test('the storm season review is a publication: its hero names the publisher and date, and social cards call it an article', async ({
    page,
    request,
  }) => {
    await page.goto('/media-resources');
    await page.getByRole('main').getByRole('link', { name: 'Storm season review 2026' }).click();
    await expect(page).toHaveURL(/\/media-resources\/storm-season-review-2026$/);
    const hero = page.locator('[data-hero]');
    await expect(hero.getByText('Loss-control report')).toBeVisible();
    await expect(hero.locator('time')).toHaveText('Published September 15, 2026');
    await expect(hero.locator('time')).toHaveAttribute('datetime', '2026-09-15');
    await expect(hero.getByRole('link', { name: 'Order the storm checklist' })).toHaveAttribute(
      'href',
      '/contact-us/request-loss-control-materials',
    );
    await expect(
      page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Media resources' }),
    ).toBeVisible();
    const html = await (await request.get('/media-resources/storm-season-review-2026')).text();
    expect(html.match(/<meta property="og:type" content="(\w+)"/g)).toEqual([
      '<meta property="og:type" content="article"',
    ]);
  });

  test('the claims page gives the 24-hour claims number as a phone link @phone', async ({ page }) => {
    await page.goto('/claims');
    await expect(page.getByRole('main').getByRole('link', { name: '1-800-555-0199' }).first()).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
    await expect(page.getByRole('heading', { name: /How a claim works/ })).toBeVisible();
  });
});

test('every redirect in content/redirect answers with its own status and target through the front door', async ({
  request,
}) => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const dir = join(process.cwd(), 'content', 'redirect');
  const redirects = readdirSync(dir).map(
    (file) =>
      JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
        sourceUrl: string;
        targetUrl: string;
        targetStatusCode: number;
      },
  );
  expect(redirects.length).toBeGreaterThan(0);
  for (const redirect of redirects) {
    const response = await request.get(redirect.sourceUrl, { maxRedirects: 0 });
    expect(response.status(), redirect.sourceUrl).toBe(redirect.targetStatusCode);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(redirect.targetUrl);
  }
});

test('the spec’s old customer-story addresses redirect permanently to the stories that replaced them', async ({
  request,
}) => {
  const renamed = {
    '/why-verdance/cs-nursery': '/why-verdance/cedar-hollow-nursery',
    '/why-verdance/mellano-and-company': '/why-verdance/larkspur-and-company',
    '/why-verdance/oregon-flowers': '/why-verdance/fernwood-flower-growers',
    '/why-verdance/sunset-valley-orchids': '/why-verdance/moonlit-ridge-orchids',
    '/why-verdance/timbuk-farms': '/why-verdance/quill-creek-farms',
  };
  for (const [old, story] of Object.entries(renamed)) {
    const response = await request.get(old, { maxRedirects: 0 });
    expect([301, 308], old).toContain(response.status());
    expect(new URL(response.headers().location!, 'http://x').pathname, old).toBe(story);
    expect((await request.get(story, { maxRedirects: 0 })).status(), story).toBe(200);
  }
});
