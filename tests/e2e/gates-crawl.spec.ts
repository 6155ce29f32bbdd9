import { expect, test } from '@playwright/test';
import { XMLValidator } from 'fast-xml-parser';
import robotsParser from 'robots-parser';
import { CANONICAL_HOST, discoverPages, parseSitemap } from './gates-pages';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;

/** Runs `work` over `items`, `limit` at a time. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

test.describe('whole-site gates: crawlers and links', () => {
  test.describe.configure({ mode: 'parallel' });

  test('sitemap.xml follows the sitemaps.org protocol', async ({ baseURL }) => {
    const { sitemapXml } = await discoverPages(String(baseURL));
    expect(XMLValidator.validate(sitemapXml)).toBe(true);
    expect(Buffer.byteLength(sitemapXml)).toBeLessThanOrEqual(MAX_BYTES);
    const { namespace, urls } = parseSitemap(sitemapXml);
    expect(namespace).toBe(SITEMAP_NS);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.length).toBeLessThanOrEqual(MAX_URLS);
    const notAbsolute = urls.filter(({ loc }) => !loc.startsWith(`${CANONICAL_HOST}/`) && loc !== CANONICAL_HOST);
    expect(notAbsolute, 'every <loc> is an absolute URL on the canonical host').toEqual([]);
    const locs = urls.map(({ loc }) => loc);
    expect(
      locs.filter((loc, index) => locs.indexOf(loc) !== index),
      'duplicate <loc>',
    ).toEqual([]);
    expect(
      locs.filter((loc) => loc.length >= 2048),
      '<loc> shorter than 2,048 characters',
    ).toEqual([]);
  });

  test('robots.txt names the sitemap and lets crawlers reach every page', async ({ baseURL }) => {
    const text = await (await fetch(`${baseURL}/robots.txt`)).text();
    const robots = robotsParser(`${CANONICAL_HOST}/robots.txt`, text);
    expect(robots.getSitemaps()).toContain(`${CANONICAL_HOST}/sitemap.xml`);
    const { all } = await discoverPages(String(baseURL));
    const blocked = all.filter((path) => !robots.isAllowed(`${CANONICAL_HOST}${path}`, 'Googlebot'));
    expect(blocked, 'pages robots.txt disallows').toEqual([]);
  });

  test('every sitemap URL answers 200 and names itself as canonical; HTML-sitemap pages answer 200', async ({
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const { sitemap, htmlOnly } = await discoverPages(String(baseURL));
    const problems = await mapLimited(
      [...sitemap, ...htmlOnly.map((path) => ({ loc: '', path }))],
      4,
      async ({ loc, path }) => {
        const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
        if (response.status !== 200) return [`${path}: status ${response.status}`];
        const html = await response.text();
        const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
        return loc && canonical !== loc
          ? [`${path}: canonical ${canonical ?? '(none)'} is not its sitemap URL ${loc}`]
          : [];
      },
    );
    expect(problems.flat()).toEqual([]);
  });
});
