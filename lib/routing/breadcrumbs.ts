import type { PageIndexEntry } from '../content/types';

/**
 * The breadcrumb trail of a path: the home page, then every ancestor that exists in the page index, then the page
 * itself. Ancestors without a page (placeholders) are skipped.
 */
export function breadcrumbTrail(
  path: string,
  pages: readonly PageIndexEntry[],
  current?: PageIndexEntry,
): PageIndexEntry[] {
  const byPath = new Map(pages.map((entry) => [entry.path, entry]));
  const segments = path.split('/').filter(Boolean);
  return ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)]
    .map((ancestor) => byPath.get(ancestor) ?? (ancestor === path ? current : undefined))
    .filter((entry): entry is PageIndexEntry => Boolean(entry));
}
