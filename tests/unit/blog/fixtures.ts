import type { BlogPostPreview } from '@/lib/blog/types';

let counter = 0;
/** A preview with sensible defaults; only the fields a test cares about need naming. */
export function preview(overrides: Partial<BlogPostPreview> = {}): BlogPostPreview {
  counter += 1;
  return {
    EntryID: `entry-${counter}`,
    Title: `Article ${counter}`,
    Description: 'About growing safely.',
    Categories: ['Loss control'],
    PublishedDate: '2025-01-01',
    Url: `/learning-center/loss-control/article-${counter}`,
    Featured: false,
    Tags: ['blogPostTypeLearningCenter'],
    External: false,
    NoFollow: false,
    ...overrides,
  };
}

/** `count` previews dated one day apart, newest first, titled A1, A2... */
export function dated(count: number, overrides: Partial<BlogPostPreview> = {}): BlogPostPreview[] {
  return Array.from({ length: count }, (_, index) =>
    preview({
      Title: `A${index + 1}`,
      PublishedDate: new Date(Date.UTC(2026, 0, 31 - index)).toISOString().slice(0, 10),
      ...overrides,
    }),
  );
}
