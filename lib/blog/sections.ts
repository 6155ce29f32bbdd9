/**
 * The blog sections of docs/behaviour.md#articles-and-listings: their path, the tag that marks their posts (docs/behaviour.md#content-model Tags) and their categories.
 */
export const BLOG_SECTIONS = {
  'learning-center': {
    name: 'Learning Center',
    tag: 'blogPostTypeLearningCenter',
    categories: ['Loss control', 'Coverages', 'Business tips', 'Employees'],
  },
  news: {
    name: 'News',
    tag: 'blogPostTypeNews',
    categories: ['Community', 'Industry insights', 'Company news'],
  },
} as const;

export type BlogSection = keyof typeof BLOG_SECTIONS;
export const BLOG_SECTION_SLUGS = Object.keys(BLOG_SECTIONS) as BlogSection[];

export function isBlogSection(value: string): value is BlogSection {
  return Object.hasOwn(BLOG_SECTIONS, value);
}

/** 'Loss control' → 'loss-control'. */
export function categorySlug(category: string): string {
  return category.trim().toLowerCase().replace(/\s+/g, '-');
}

/** 'loss-control' or 'Loss Control' → 'loss control' (dashes read as spaces, docs/behaviour.md#articles-and-listings). */
export function categoryKey(value: string): string {
  return value.trim().toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ');
}
