import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openHydrated } from './support';

/** Each phrase of the issue and the page a visitor should find first. */
const FINDS = [
  ['frost', '/learning-center/loss-control/protecting-greenhouses-on-frost-nights'],
  ['greenhouse fire', '/learning-center/loss-control/preventing-greenhouse-fires'],
  ['certificate', '/contact-us/request-coi'],
  ['umbrella', '/insurance/umbrella'],
] as const;

const results = (page: Page) => page.locator('main ol > li');
const firstResultHref = (page: Page) => results(page).first().getByRole('link').getAttribute('href');

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('site search on a desktop', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  for (const [phrase, first] of FINDS) {
    test(`finds "${phrase}" from the header`, async ({ page }) => {
      await page.goto('/');
      const box = page.locator('[data-header-top-bar]').getByRole('searchbox', { name: 'Search the site' });
      await box.fill(phrase);
      await box.press('Enter');
      await expect(page).toHaveURL(`/search?q=${encodeURIComponent(phrase).replace(/%20/g, '+')}`);
      expect(await firstResultHref(page)).toBe(first);
      await expect(results(page).first().locator('mark').first()).toBeVisible();
    });
  }

  test('reads q and searchterm in any case, pages with the phrase kept, and is kept out of search engines', async ({
    page,
  }) => {
    await page.goto('/search?SearchTerm=umbrella');
    expect(await firstResultHref(page)).toBe('/insurance/umbrella');
    await page.goto('/search?Q=insurance');
    await expect(results(page)).toHaveCount(10);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/search\?q=insurance&page=2$/);
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search$/);
  });

  test('shows the three messages of the spec', async ({ page }) => {
    const messages = [
      ['', 'Please type a word or phrase to search for.'],
      ['ab', 'Please type at least three characters.'],
      ['frost $$$', 'Please use only letters, numbers, spaces and basic punctuation.'],
    ];
    for (const [phrase, message] of messages) {
      await page.goto(`/search?q=${encodeURIComponent(phrase!)}`);
      await expect(page.getByRole('status')).toHaveText(message!);
      await expect(results(page)).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  });

  test('never turns the phrase into markup', async ({ page }) => {
    const phrases = ['<img src=x onerror="document.title=1">', '"><b id=injected>frost</b>'];
    for (const phrase of phrases) {
      const response = await page.goto(`/search?q=${encodeURIComponent(phrase)}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.locator('main img, #injected')).toHaveCount(0);
      await expect(page.getByRole('searchbox', { name: 'Search the site' }).last()).toHaveValue(phrase);
    }
    await page.goto(`/search?q=${encodeURIComponent('frost (and) hail')}`);
    await expect(page.getByRole('status').first()).toContainText('“frost (and) hail”');
  });

  test('the results page is accessible, and the header keeps within the width', async ({ page }) => {
    await page.goto('/search?q=greenhouse');
    await expect(results(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    const bar = await page.locator('[data-header-top-bar] .container').boundingBox();
    const search = await page.locator('[data-header-top-bar]').getByRole('search').boundingBox();
    expect(search!.x + search!.width).toBeLessThanOrEqual(bar!.x + bar!.width + 1);
  });

  test('the home page describes a SearchAction to /search?q=', async ({ page }) => {
    await page.goto('/');
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const website = data.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'WebSite');
    expect(website.potentialAction.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/);
  });
});

test.describe('site search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const [phrase, first] of FINDS) {
    test(`finds "${phrase}" from the mobile menu`, async ({ page }) => {
      await openHydrated(page, '/about');
      await page.getByRole('button', { name: 'Menu' }).click();
      const box = page.getByRole('dialog', { name: 'Site menu' }).getByRole('searchbox', { name: 'Search the site' });
      await box.fill(phrase);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=/);
      expect(await firstResultHref(page)).toBe(first);
    });
  }

  test('a short phrase gets its message; the results page is accessible and fits the width', async ({ page }) => {
    await page.goto('/search?q=fr');
    await expect(page.getByRole('status')).toHaveText('Please type at least three characters.');
    await page.goto('/search?q=frost');
    await expect(results(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('site search without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('the form on the results page still searches', async ({ page }) => {
    await page.goto('/search');
    const box = page.locator('main').getByRole('searchbox', { name: 'Search the site' });
    await box.fill('umbrella');
    await page.locator('main').getByRole('button', { name: 'Search' }).click();
    expect(await firstResultHref(page)).toBe('/insurance/umbrella');
  });
});

test('on /es the header searches the Spanish pages only, in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/es');
  const box = page.locator('[data-header-top-bar]').getByRole('searchbox', { name: 'Buscar en el sitio' });
  await box.fill('calor');
  await box.press('Enter');
  await expect(page).toHaveURL('/es/search?q=calor');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  expect(await firstResultHref(page)).toBe('/es/learning-center/employees/preventing-heat-illness');
  // An English-only article is never offered on /es, whatever the phrase.
  await page.goto('/es/search?q=frost');
  await expect(results(page)).toHaveCount(0);
  await expect(page.getByText('Nada coincide con esa frase')).toBeVisible();
});
