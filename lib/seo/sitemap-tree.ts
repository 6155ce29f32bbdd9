import type { PageIndexEntry } from '../content/types';
import { SITEMAP_COLUMN_THRESHOLD } from '../constants';

/** The sitemap node of docs/behaviour.md#content-model. */
export interface SitemapNode {
  Id: string;
  Title: string;
  Path: string;
  Children: SitemapNode[];
}

function parentPath(path: string): string | undefined {
  if (path === '/') return undefined;
  const cut = path.lastIndexOf('/');
  return cut <= 0 ? '/' : path.slice(0, cut);
}

/**
 * Builds the HTML sitemap tree from the page index: pages hidden with hideOnSitemapHtml are left out (their visible
 * children move up to the nearest visible ancestor); titles are sitemapTitle; siblings sorted by title; `/` is the
 * root's own entry and its children are the top level.
 */
export function buildSitemapTree(pages: readonly PageIndexEntry[]): SitemapNode[] {
  const visible = pages.filter((page) => !page.hideOnSitemapHtml);
  const byPath = new Map(
    visible.map((page) => [
      page.path,
      { Id: page.entryID, Title: page.sitemapTitle, Path: page.path, Children: [] as SitemapNode[] },
    ]),
  );
  const roots: SitemapNode[] = [];
  for (const node of byPath.values()) {
    let parent = parentPath(node.Path);
    while (parent !== undefined && parent !== '/' && !byPath.has(parent)) parent = parentPath(parent);
    const parentNode = parent && parent !== '/' ? byPath.get(parent) : undefined;
    (parentNode ? parentNode.Children : roots).push(node);
  }
  const sort = (nodes: SitemapNode[]): SitemapNode[] => {
    nodes.sort((a, b) => (a.Path === '/' ? -1 : b.Path === '/' ? 1 : a.Title.localeCompare(b.Title, 'en')));
    nodes.forEach((node) => sort(node.Children));
    return nodes;
  };
  return sort(roots);
}

export function countNodes(nodes: readonly SitemapNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countNodes(node.Children), 0);
}

/**
 * Splits top-level sections into columns: one column up to `threshold` entries; past that, two, cut between sections
 * where the longer column is shortest, so neither runs far below the other (docs/behaviour.md#pages-and-routes,
 * docs/behaviour.md#numbers). A section stays whole in one column; on a tie the first column is the longer.
 */
export function splitSitemapColumns(
  nodes: readonly SitemapNode[],
  threshold = SITEMAP_COLUMN_THRESHOLD,
): SitemapNode[][] {
  const sizes = nodes.map((node) => 1 + countNodes(node.Children));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total <= threshold || nodes.length < 2) return [[...nodes]];
  let cut = 1;
  let longest = Infinity;
  let before = 0;
  for (let index = 1; index < nodes.length; index += 1) {
    before += sizes[index - 1]!;
    const longer = Math.max(before, total - before);
    if (longer <= longest) [cut, longest] = [index, longer];
  }
  return [nodes.slice(0, cut), nodes.slice(cut)];
}
