import { LISTING_PAGE_SIZE, LISTING_ROW_SIZE } from '../constants';
import { BLOG_SECTIONS, categoryKey, isBlogSection, type BlogSection } from './sections';
import type { BlogPostPreview, PagedResult } from './types';

/**
 * docs/behaviour.md#numbers order: newest PublishedDate first; ties by Title ascending, untitled items before titled ones.
 * Returns a new array.
 */
export function sortArticles<T extends Pick<BlogPostPreview, 'PublishedDate' | 'Title'>>(articles: readonly T[]): T[] {
  const time = (article: T) => {
    const value = Date.parse(article.PublishedDate);
    return Number.isNaN(value) ? -Infinity : value;
  };
  return [...articles].sort((a, b) => {
    const byDate = time(b) - time(a);
    if (byDate !== 0) return byDate;
    const aTitled = Boolean(a.Title.trim());
    const bTitled = Boolean(b.Title.trim());
    if (aTitled !== bTitled) return aTitled ? 1 : -1;
    return a.Title.localeCompare(b.Title, 'en');
  });
}

/** Case-insensitive category match where dashes read as spaces (docs/behaviour.md#numbers); no category matches everything. */
export function matchesCategory(article: Pick<BlogPostPreview, 'Categories'>, category: string | undefined): boolean {
  if (!category?.trim()) return true;
  const wanted = categoryKey(category);
  return article.Categories.some((candidate) => categoryKey(candidate) === wanted);
}

export interface ListingScope {
  section: BlogSection;
  /** The category as read from the path ('loss control'), or undefined for the whole section. */
  category?: string;
}

/**
 * Section and category from the last one or two path segments (docs/behaviour.md#articles-and-listings): `/learning-center` is the whole section,
 * `/learning-center/loss-control` its category 'loss control'. Undefined when the path names no blog section.
 */
export function listingScope(path: string): ListingScope | undefined {
  const segments = path
    .split(/[?#]/)[0]!
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase());
  const last = segments.at(-1);
  const previous = segments.at(-2);
  if (last && isBlogSection(last)) return { section: last };
  if (last && previous && isBlogSection(previous)) return { section: previous, category: categoryKey(last) };
  return undefined;
}

/** The posts of one section, by its tag. */
export function inSection<T extends Pick<BlogPostPreview, 'Tags'>>(articles: readonly T[], section: BlogSection): T[] {
  const tag = BLOG_SECTIONS[section].tag.toLowerCase();
  return articles.filter((article) => article.Tags.some((candidate) => candidate.toLowerCase() === tag));
}

/** TotalNumPages = articles / page size, rounded up (docs/behaviour.md#numbers). */
export function totalPages(count: number, pageSize: number = LISTING_PAGE_SIZE): number {
  return Math.ceil(Math.max(0, count) / pageSize);
}

/**
 * The paged result of docs/behaviour.md#content-model for one section's posts: sorted, filtered by category, the newest featured post taken
 * out before paging, then page `page` (1-based) of 6. The featured post is on page 1 only, so the listing shows it once.
 */
export function pageArticles(
  articles: readonly BlogPostPreview[],
  options: { category?: string; page: number },
): PagedResult {
  const sorted = sortArticles(articles);
  const categories = [
    ...new Set(sorted.flatMap((article) => article.Categories.map((category) => category.trim().toLowerCase()))),
  ];
  const matching = sorted.filter((article) => matchesCategory(article, options.category));
  const featured = matching.find((article) => article.Featured);
  const rest = matching.filter((article) => article !== featured);
  const page = Math.max(1, Math.floor(options.page));
  const start = (page - 1) * LISTING_PAGE_SIZE;
  return {
    Categories: categories,
    FeaturedArticle: page === 1 ? featured : undefined,
    TotalNumPages: totalPages(rest.length),
    Articles: rest.slice(start, start + LISTING_PAGE_SIZE),
  };
}

/** Splits a page's articles into rows of three (docs/behaviour.md#articles-and-listings). */
export function toRows<T>(items: readonly T[], size: number = LISTING_ROW_SIZE): T[][] {
  const rows: T[][] = [];
  for (let index = 0; index < items.length; index += size) rows.push(items.slice(index, index + size));
  return rows;
}

/** The newest `count` posts (the blog preview widget shows 3, docs/behaviour.md#numbers). */
export function newestArticles<T extends BlogPostPreview>(
  articles: readonly T[],
  count: number,
  category?: string,
): T[] {
  return sortArticles(articles.filter((article) => matchesCategory(article, category))).slice(0, count);
}
