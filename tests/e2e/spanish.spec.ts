import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { resolve } from 'node:path';
import { loadContent } from '../../scripts/content-check/load.mjs';
import { discoverPages, localPath } from './gates-pages';

/**
 * The Spanish site (es-US under /es): each page is Spanish from <html lang> to its interface words, names its English
 * counterpart (and is named back), and passes axe at a phone's and a desktop's width. The whole-site gates (links, one
 * h1, axe, unknown component) reach the same pages through sitemap.xml.
 */
const phrasesOf = (locale: string) =>
  new Map(
    loadContent(resolve('content'), process.cwd(), locale)
      .store.entries.map(({ data }) => data.entry as { type: string; fields: Record<string, { value?: unknown }> })
      .filter((entry) => entry.type === 'translation')
      .map((entry) => [String(entry.fields.internalName?.value), String(entry.fields.phrase?.value ?? '')]),
  );
const english = phrasesOf('en-US');
const spanish = phrasesOf('es-US');
/** Interface phrases of one language that the other never uses (two words or more, so names and numbers are left out). */
const onlyIn = (mine: Map<string, string>, theirs: Map<string, string>) => {
  const other = new Set(theirs.values());
  return [...new Set(mine.values())].filter(
    (text) => /\s/.test(text.trim()) && !other.has(text) && !text.startsWith('['),
  );
};
const englishOnly = onlyIn(english, spanish);
const spanishOnly = onlyIn(spanish, english);

/** The page's text and the names it gives controls (aria-label, alt, title, placeholder). */
async function shownText(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(() => {
    const names = [...document.querySelectorAll('[aria-label],[alt],[title],[placeholder]')].flatMap((element) =>
      ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    // Text nodes outside scripts (the page's data for the browser holds stored values, such as English option values).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('script, style, template')) texts.push(node.textContent ?? '');
    }
    return `${texts.join(' ')}\n${names.join('\n')}`;
  });
}

const alternates = (page: import('@playwright/test').Page) =>
  page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
    );

test('Spanish pages are Spanish, name their English counterparts, and are named back', async ({ page, baseURL }) => {
  const { sitemap } = await discoverPages(baseURL!);
  const spanishPaths = sitemap.map((url) => url.path).filter((path) => path === '/es' || path.startsWith('/es/'));
  expect(spanishPaths.length).toBeGreaterThanOrEqual(3);
  for (const path of spanishPaths) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    const text = await shownText(page);
    expect(
      englishOnly.filter((phrase) => text.includes(phrase)),
      `English interface words on ${path}`,
    ).toEqual([]);
    expect((await page.title()).length, `title of ${path}`).toBeLessThanOrEqual(60);
    const own = await alternates(page);
    expect(localPath(own['es-US']!), path).toBe(path);
    expect(own['x-default'], path).toBe(own['en-US']);
    const englishPath = localPath(own['en-US']!);
    await expect(page.getByRole('link', { name: 'English' }).first()).toHaveAttribute('href', englishPath);

    await page.goto(englishPath);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    const back = await alternates(page);
    expect(back, `${englishPath} names ${path} back`).toEqual(own);
    const englishText = await shownText(page);
    expect(
      spanishOnly.filter((phrase) => englishText.includes(phrase)),
      `Spanish interface words on ${englishPath}`,
    ).toEqual([]);
    await expect(page.getByRole('link', { name: 'Español' }).first()).toHaveAttribute('href', path);
  }
});

for (const width of [390, 1400]) {
  test(`Spanish home, quote, contact and coverage pages pass axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      '/es',
      '/es/contact-us/request-a-quote',
      '/es/contact-us',
      '/es/insurance/workers-compensation',
      '/es/insurance/general-liability',
    ]) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map((violation) => `${path}: ${violation.id}`),
        path,
      ).toEqual([]);
    }
  });
}

test('a Spanish article: its trail, related posts and back link stay on Spanish pages; English-only ones are 404', async ({
  page,
  request,
}) => {
  await page.goto('/es/learning-center/employees/preventing-heat-illness');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  const related = page.getByRole('region', { name: /^Más de / });
  const links = [
    ...(await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link').all()),
    ...(await related.getByRole('link').all()),
  ];
  const hrefs = await Promise.all(links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThanOrEqual(3);
  for (const href of hrefs) {
    expect(href, 'a Spanish address').toMatch(/^\/es\//);
    expect((await request.get(href!)).status(), href!).toBe(200);
  }
  const english = '/learning-center/loss-control/protecting-greenhouses-on-frost-nights';
  expect((await request.get(english)).status()).toBe(200);
  expect((await request.get(`/es${english}`)).status()).toBe(404);
});
