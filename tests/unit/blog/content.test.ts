import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadLocalStore } from '@/lib/content/local';
import { BLOG_POST_TYPE, toBlogArticle } from '@/lib/blog/entries';
import { inSection, pageArticles } from '@/lib/blog/listing';
import { BLOG_SECTIONS, categorySlug } from '@/lib/blog/sections';
import { richTextBlocks, type RichTextNode } from '@/lib/text/richtext';
import type { BlogArticle } from '@/lib/blog/types';

const store = loadLocalStore();
const articles: BlogArticle[] = (store.entriesByType.get(BLOG_POST_TYPE) ?? []).map(toBlogArticle);
const previews = articles.map((article) => article.preview);
const learning = inSection(previews, 'learning-center');
const news = inSection(previews, 'news');

/** Words in the article body: block headings and every text node of the rich text. */
function words(article: BlogArticle): number {
  const texts: string[] = [];
  const walk = (node: RichTextNode) => {
    if (node.text) texts.push(node.text);
    node.children?.forEach(walk);
  };
  for (const block of article.blocks) {
    if ('heading' in block && block.heading) texts.push(block.heading);
    richTextBlocks(block.content).forEach(walk);
  }
  return texts.join(' ').split(/\s+/).filter(Boolean).length;
}

describe('blog content', () => {
  it('has at least 30 learning-center articles, each category with at least 7 and two listing pages', () => {
    expect(learning.length).toBeGreaterThanOrEqual(30);
    for (const category of BLOG_SECTIONS['learning-center'].categories) {
      const inCategory = learning.filter((article) => article.Categories.includes(category));
      expect(inCategory.length, category).toBeGreaterThanOrEqual(7);
      expect(pageArticles(learning, { category: categorySlug(category), page: 1 }).TotalNumPages, category).toBe(2);
    }
  });

  it('has at least 18 news items across the three news categories, a third of them external', () => {
    expect(news.length).toBeGreaterThanOrEqual(18);
    for (const category of BLOG_SECTIONS.news.categories) {
      expect(
        news.some((article) => article.Categories.includes(category)),
        category,
      ).toBe(true);
    }
    expect(news.filter((article) => article.External).length * 3).toBeGreaterThanOrEqual(news.length);
    expect(news.some((article) => article.External && article.NoFollow)).toBe(true);
    expect(news.some((article) => article.External && !article.NoFollow)).toBe(true);
  });

  it('gives every learning-center article at least 300 words and a body of blocks', () => {
    for (const article of articles.filter((candidate) => learning.includes(candidate.preview))) {
      expect(words(article), article.slug).toBeGreaterThanOrEqual(300);
    }
  });

  it('places internal articles at the URL shapes of docs/behaviour.md#articles-and-listings, each unique', () => {
    const internal = articles.filter((article) => !article.preview.External);
    for (const article of internal) {
      expect(article.preview.Url).toMatch(
        /^\/(learning-center\/(loss-control|coverages|business-tips|employees)|news\/(company-news|industry-insights))\/[a-z0-9-]+$/,
      );
      expect(article.blocks.length, article.slug).toBeGreaterThan(0);
      expect(article.author?.nameOfAuthor, article.slug).toBeTruthy();
    }
    expect(new Set(internal.map((article) => article.preview.Url)).size).toBe(internal.length);
  });

  // No year range here: the loader's schema already rejects a publishedDate that is not a calendar date.
  it('features exactly one article per section', () => {
    expect(learning.filter((article) => article.Featured)).toHaveLength(1);
    expect(news.filter((article) => article.Featured)).toHaveLength(1);
  });

  it('uses 575x300 card images that exist in public/', async () => {
    const files = new Set(previews.map((article) => article.Image?.url));
    for (const url of files) {
      expect(url).toBeDefined();
      const file = join(process.cwd(), 'public', url!);
      expect(existsSync(file), url).toBe(true);
      const { width, height } = await sharp(file).metadata();
      expect([width, height], url).toEqual([575, 300]);
    }
    expect(previews.every((article) => article.Image?.width === 575 && article.Image.height === 300)).toBe(true);
  });
});
