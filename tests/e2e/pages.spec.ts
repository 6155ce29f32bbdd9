import { expect, test } from '@playwright/test';

/** Every route the pages work added, with the h1 a visitor should see. */
const ROUTES: readonly (readonly [string, string])[] = [
  ['/about/agents', 'Our account executives'],
  ['/about/fiona-mcallister', 'Fiona McAllister'],
  ['/about/ingrid-vale', 'Ingrid Vale'],
  ['/about/marcus-delgado-reyes', 'Marcus Delgado-Reyes'],
  ['/about/yuki-tanabe', 'Yuki Tanabe'],
  ['/business/direct-thank-you', 'Thank you — we have your request'],
  ['/business/florists', 'Insurance for florists'],
  ['/business/garden-centers', 'Insurance for garden centers'],
  ['/business/greenhouse-growers', 'Insurance for greenhouse growers'],
  ['/business/landscapers-and-plantscapers', 'Insurance for landscapers and plantscapers'],
  ['/business/nurseries-and-sod-farms', 'Insurance for nurseries and sod farms'],
  ['/business', 'Who we insure'],
  ['/claims', 'Report and track a claim'],
  ['/contact-us/agent-search', 'Find your account executive'],
  ['/contact-us/alana-brooks', 'Alana Brooks'],
  ['/contact-us/become-agent', 'Become an appointed agent'],
  ['/contact-us/caleb-whitfield', 'Caleb Whitfield'],
  ['/contact-us/diego-castaneda', 'Diego Castañeda'],
  ['/contact-us/hannah-kowalczyk', 'Hannah Kowalczyk'],
  ['/contact-us/maren-holloway', 'Maren Holloway'],
  ['/contact-us/priya-raman', 'Priya Raman'],
  ['/contact-us/renee-okafor', 'Renée Okafor'],
  ['/contact-us/request-a-quote', 'Request a quote'],
  ['/contact-us/request-coi', 'Request a certificate of insurance'],
  ['/contact-us/request-loss-control-materials', 'Request loss-control materials'],
  ['/contact-us/samuel-ferreira', 'Samuel Ferreira'],
  ['/contact-us/thank-you', 'Thank you for contacting us'],
  ['/contact-us/tomas-lindqvist', 'Tomas Lindqvist'],
  ['/current-customers', 'For current customers'],
  ['/florist-insurance', 'Florist insurance, written by people who know flowers'],
  ['/insurance/commercial-auto', 'Commercial auto insurance'],
  ['/insurance/commercial-property', 'Commercial property insurance'],
  ['/insurance/equipment-breakdown', 'Equipment breakdown insurance'],
  ['/insurance/inland-marine', 'Inland marine insurance'],
  ['/insurance/personal-insurance', 'Personal insurance'],
  ['/insurance/professional-liability', 'Professional liability insurance'],
  ['/insurance/umbrella', 'Umbrella insurance'],
  ['/insurance/workers-compensation', 'Workers’ compensation insurance'],
  ['/learn-more', 'Learn how business insurance works'],
  ['/legal', 'Legal information'],
  ['/media-resources', 'Media resources'],
  ['/media-resources/storm-season-review-2026', 'Storm season review 2026'],
  ['/members-resources', 'Members’ resources'],
  ['/regulatory/verdance-mpn', 'Verdance medical provider network'],
  ['/regulatory', 'Regulatory notices'],
  ['/terms-and-conditions', 'Terms and conditions'],
  ['/underwriting-companies', 'Underwriting companies'],
  ['/web-accessibility', 'Web accessibility statement'],
  ['/why-verdance/cs-nursery', 'Customer story: CS Nursery'],
  ['/why-verdance/financial-strength', 'Financial strength'],
  ['/why-verdance/mellano-and-company', 'Customer story: Mellano & Company'],
  ['/why-verdance/oregon-flowers', 'Customer story: Oregon Flowers'],
  ['/why-verdance/safety', 'Safety and loss control'],
  ['/why-verdance/sunset-valley-orchids', 'Customer story: Sunset Valley Orchids'],
  ['/why-verdance/testimonials', 'What our customers say'],
  ['/why-verdance/timbuk-farms', 'Customer story: Timbuk Farms'],
  ['/why-verdance', 'Why Verdance'],
];

/** Pages a visitor reaches only after sending a form: hidden from both sitemaps, so not linked from navigation. */
const AFTER_FORM_ONLY = new Set(['/business/direct-thank-you', '/contact-us/thank-you']);

const PHONE_SAMPLE = ['/claims', '/business/florists', '/contact-us/agent-search', '/contact-us/maren-holloway', '/about/ingrid-vale', '/why-verdance/timbuk-farms', '/regulatory/verdance-mpn', '/learn-more'];

test.describe('site pages', () => {
  for (const [path, heading] of ROUTES) {
    test(`${path} answers 200 with its heading${PHONE_SAMPLE.includes(path) ? ' @phone' : ''}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('[data-unknown-component]'), 'every section has a widget').toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    });
  }

  test('every page is reachable from the header, the footer or the HTML sitemap', async ({ page }) => {
    await page.goto('/sitemap');
    const hrefs = await page.locator('header a[href^="/"], footer a[href^="/"], main a[href^="/"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    const linked = new Set(hrefs);
    const unreachable = ROUTES.map(([path]) => path).filter((path) => !AFTER_FORM_ONLY.has(path) && !linked.has(path));
    expect(unreachable).toEqual([]);
  });

  test('thank-you pages stay out of the XML sitemap', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('/why-verdance/financial-strength');
    for (const path of AFTER_FORM_ONLY) expect(xml).not.toContain(`${path}<`);
  });

  test('the glossary on /learn-more offers at least 25 terms', async ({ page }) => {
    await page.goto('/learn-more');
    await expect(page.getByRole('tab')).toHaveCount(28);
    await expect(page.getByRole('tab', { name: 'Spoilage coverage' })).toBeVisible();
  });

  test('the storm season review is a publication: its hero names the publisher and date, and social cards call it an article', async ({ page, request }) => {
    await page.goto('/media-resources');
    await page.getByRole('main').getByRole('link', { name: 'Storm season review 2026' }).click();
    await expect(page).toHaveURL(/\/media-resources\/storm-season-review-2026$/);
    const hero = page.locator('[data-hero]');
    await expect(hero.getByText('Loss-control report')).toBeVisible();
    await expect(hero.locator('time')).toHaveText('Published September 15, 2026');
    await expect(hero.locator('time')).toHaveAttribute('datetime', '2026-09-15');
    await expect(hero.getByRole('link', { name: 'Order the storm checklist' })).toHaveAttribute('href', '/contact-us/request-loss-control-materials');
    await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Media resources' })).toBeVisible();
    const html = await (await request.get('/media-resources/storm-season-review-2026')).text();
    expect(html.match(/<meta property="og:type" content="(\w+)"/g)).toEqual(['<meta property="og:type" content="article"']);
  });

  test('the claims page gives the 24-hour claims number as a phone link @phone', async ({ page }) => {
    await page.goto('/claims');
    await expect(page.getByRole('main').getByRole('link', { name: '1-800-555-0199' }).first()).toHaveAttribute('href', 'tel:18005550199');
    await expect(page.getByRole('heading', { name: /How a claim works/ })).toBeVisible();
  });
});

test('every redirect in content/redirect answers with its own status and target through the front door', async ({ request }) => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const dir = join(process.cwd(), 'content', 'redirect');
  const redirects = readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { sourceUrl: string; targetUrl: string; targetStatusCode: number });
  expect(redirects.length).toBeGreaterThan(0);
  for (const redirect of redirects) {
    const response = await request.get(redirect.sourceUrl, { maxRedirects: 0 });
    expect(response.status(), redirect.sourceUrl).toBe(redirect.targetStatusCode);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(redirect.targetUrl);
  }
});
