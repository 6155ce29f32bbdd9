import { buildSitemapTree, countNodes, splitSitemapColumns } from '@/lib/sitemap-tree';
import { testPage } from '../support/render-fixture';

describe('HTML sitemap tree', () => {
  it('nests pages by path, uses sitemapTitle and leaves out hideOnSitemapHtml pages', () => {
    const tree = buildSitemapTree([
      testPage('/'),
      testPage('/insurance', { sitemapTitle: 'All insurance' }),
      testPage('/insurance/umbrella', { sitemapTitle: 'Umbrella' }),
      testPage('/learning-center/coverages/an-article', { hideOnSitemapHtml: true }),
      testPage('/thank-you', { hideOnSitemapHtml: true }),
    ]);
    expect(tree.map((node) => node.Title)).toEqual(['Home', 'All insurance']);
    expect(tree[1]!.Children.map((node) => node.Title)).toEqual(['Umbrella']);
    expect(countNodes(tree)).toBe(3);
  });

  it('moves children of a hidden page up to the nearest visible ancestor', () => {
    const tree = buildSitemapTree([
      testPage('/about'),
      testPage('/about/team', { hideOnSitemapHtml: true }),
      testPage('/about/team/alex'),
    ]);
    expect(tree[0]!.Children.map((node) => node.Path)).toEqual(['/about/team/alex']);
  });
});

describe('sitemap columns (docs/behaviour.md#numbers: second column after 25 entries)', () => {
  const sections = (sizes: number[]) =>
    buildSitemapTree(
      sizes.flatMap((size, section) => [
        testPage(`/s${section}`, { sitemapTitle: `Section ${String(section).padStart(2, '0')}` }),
        ...Array.from({ length: size - 1 }, (_, child) => testPage(`/s${section}/c${child}`)),
      ]),
    );

  it('keeps 25 entries in one column', () => {
    expect(splitSitemapColumns(sections([10, 10, 5]))).toHaveLength(1);
  });

  it('opens a second column once more than 25 entries are collected', () => {
    const columns = splitSitemapColumns(sections([10, 10, 6, 4, 3]));
    expect(columns).toHaveLength(2);
    expect(countNodes(columns[0]!)).toBe(26);
    expect(countNodes(columns[1]!)).toBe(7);
  });
});
