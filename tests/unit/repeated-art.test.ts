import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLocalStore } from '@/lib/content/local';
import { BLOG_POST_TYPE, toBlogArticle } from '@/lib/blog/entries';
import { inSection, newestArticles, pageArticles, totalPages } from '@/lib/blog/listing';
import { BLOG_SECTIONS, BLOG_SECTION_SLUGS } from '@/lib/blog/sections';
import { relatedArticles } from '@/lib/page/load-article';
import { BLOG_PREVIEW_COUNT, LISTING_PAGE_SIZE } from '@/lib/constants';

/**
 * Issue 48: no two cards a visitor sees together share a picture. Checked over content/ as the site renders it: each
 * page of every blog listing (featured card included), each composition's images (a carousel row, a tile grid,
 * feature bands; personalization variants count once), the newest-articles row and "More from" cards. Two files with
 * the same bytes are the same picture.
 */
const store = loadLocalStore();
const articles = (store.entriesByType.get(BLOG_POST_TYPE) ?? []).map(toBlogArticle);

const drawings = JSON.parse(readFileSync(join(process.cwd(), 'tools/images/drawings.json'), 'utf8')) as Record<
  string,
  string
>;

const picture = (url: string) => {
  if (drawings[url]) return `drawn: ${drawings[url]}`;
  const file = join(process.cwd(), 'public', decodeURI(url.split('?')[0]!));
  return existsSync(file) ? createHash('sha1').update(readFileSync(file)).digest('hex') : url;
};

/** The urls that appear more than once among `urls`, by picture. */
function repeats(urls: (string | undefined)[]): string[] {
  const seen = new Map<string, string>();
  const repeated = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    const key = picture(url);
    if (seen.has(key)) repeated.add(`${seen.get(key)} = ${url}`);
    else seen.set(key, url);
  }
  return [...repeated];
}

type Node = { type?: string; parameters?: Record<string, unknown>; slots?: Record<string, Node[]> };

/** Image urls in a component's parameters (asset values), svg icons and logos left out. */
function ownImages(node: Node): string[] {
  const urls: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const url = (record.fields as { url?: { value?: unknown } } | undefined)?.url?.value;
    if (record.type === 'image' && typeof url === 'string' && !url.endsWith('.svg')) urls.push(url);
    Object.values(record).forEach(visit);
  };
  visit(node.parameters);
  return urls;
}

/** Every image a composition shows; the variants of a personalization or A/B test are alternatives, counted once. */
function pageImages(node: Node): string[] {
  const children = Object.values(node.slots ?? {}).flat();
  if (node.type === '$personalization' || node.type === '$test')
    return [...new Set(children.flatMap((child) => pageImages(child)))];
  return [...ownImages(node), ...children.flatMap((child) => pageImages(child))];
}

describe('no repeated picture among cards seen together', () => {
  it('each page of every blog listing, all and by category, featured card included', () => {
    const problems: string[] = [];
    for (const section of BLOG_SECTION_SLUGS) {
      const inThisSection = inSection(
        articles.map((article) => article.preview),
        section,
      );
      for (const category of [undefined, ...BLOG_SECTIONS[section].categories]) {
        const pages = Math.max(1, totalPages(inThisSection.length, LISTING_PAGE_SIZE));
        for (let page = 1; page <= pages; page++) {
          const result = pageArticles(inThisSection, { category, page });
          const urls = [result.FeaturedArticle, ...result.Articles].map((article) => article?.Image?.url);
          for (const repeat of repeats(urls)) problems.push(`/${section} ${category ?? 'all'} page ${page}: ${repeat}`);
        }
        const newest = newestArticles(inThisSection, BLOG_PREVIEW_COUNT, category);
        for (const repeat of repeats(newest.map((article) => article.Image?.url)))
          problems.push(`newest of ${section} ${category ?? 'all'}: ${repeat}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every article has a picture of its own', () => {
    expect(repeats(articles.map((article) => article.preview.Image?.url))).toEqual([]);
    expect(articles.every((article) => article.preview.Image)).toBe(true);
  });

  it('an article and its "More from" cards', () => {
    const problems = articles.flatMap((article) =>
      repeats([article, ...relatedArticles(article, articles)].map((other) => other.preview.Image?.url)).map(
        (repeat) => `${article.preview.Url}: ${repeat}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('each composition: carousel rows, tile grids, preview cards and feature bands', () => {
    const problems = [...store.compositionsById.values()].flatMap((composition) =>
      repeats(pageImages(composition as Node)).map((repeat) => `${composition._name ?? composition._id}: ${repeat}`),
    );
    expect(problems).toEqual([]);
  });
});
