import { expect, test } from '@playwright/test';
import { discoverPages } from './gates-pages';

/**
 * What a crawler reads in every page's HTML (every sitemap page, article pages included, and a 404): each rule lists
 * the pages that break it.
 */
interface Heading {
  level: number;
  text: string;
}

function headings(html: string): Heading[] {
  const main = /<main\b[\s\S]*?<\/main>/i.exec(html)?.[0] ?? html;
  return [...main.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)].map((match) => ({
    level: Number(match[1]),
    text: match[2]!
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  }));
}

/** Where the breadcrumb sits relative to the page's hero, or undefined when the page lacks either. */
function breadcrumbPlacement(html: string): 'above' | 'below' | undefined {
  const hero = html.search(/<[a-z]+\b[^>]*\bdata-hero=/);
  const breadcrumb = html.search(/<nav\b[^>]*aria-label="Breadcrumb"/);
  if (hero < 0 || breadcrumb < 0) return undefined;
  return breadcrumb < hero ? 'above' : 'below';
}

const RULES: Record<string, (html: string) => boolean> = {
  'no class attribute names “undefined”': (html) => !/class="[^"]*\bundefined\b/.test(html),
  'at most one robots meta tag': (html) => (html.match(/<meta name="robots"/g) ?? []).length <= 1,
  'the heading after the h1 does not repeat it': (html) => {
    const list = headings(html);
    const h1 = list.findIndex((heading) => heading.level === 1);
    return h1 < 0 || list[h1 + 1]?.text !== list[h1]!.text;
  },
  'the breadcrumb sits below the hero': (html) => breadcrumbPlacement(html) !== 'above',
};

test('every page’s HTML keeps the markup rules', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const { all } = await discoverPages(String(baseURL));
  const broken: Record<string, string[]> = Object.fromEntries(Object.keys(RULES).map((rule) => [rule, []]));
  let withBreadcrumbAndHero = 0;
  for (const path of all) {
    const html = await (await request.get(path)).text();
    if (breadcrumbPlacement(html)) withBreadcrumbAndHero += 1;
    for (const [rule, holds] of Object.entries(RULES)) if (!holds(html)) broken[rule]!.push(path);
  }
  expect(all.length).toBeGreaterThan(100);
  expect(withBreadcrumbAndHero).toBeGreaterThan(50);
  expect(broken).toEqual(Object.fromEntries(Object.keys(RULES).map((rule) => [rule, []])));
});
