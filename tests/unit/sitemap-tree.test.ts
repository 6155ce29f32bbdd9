import { buildSitemapTree, countNodes, splitSitemapColumns } from '@/lib/seo/sitemap-tree';
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

  it('opens a second column once more than 25 entries are collected, cut where the columns are most even', () => {
    const columns = splitSitemapColumns(sections([10, 10, 6, 4, 3]));
    expect(columns).toHaveLength(2);
    expect(columns.map(countNodes)).toEqual([20, 13]);
  });

  it('keeps the columns level when a long section comes after the 25th entry (the site’s shape, Claims with a child)', () => {
    // Home, About, glossary, Claims, Contact us, Current customers, Insurance, Learning Center, Legal, Media, ...
    const columns = splitSitemapColumns(sections([1, 6, 1, 2, 15, 1, 10, 5, 1, 2, 1, 4, 1, 2, 1, 1, 1, 1, 6, 9]));
    const [first, second] = columns.map(countNodes) as [number, number];
    expect(Math.max(first, second) / Math.min(first, second)).toBeLessThanOrEqual(1.1);
    expect(first + second).toBe(71);
  });

  it('never splits a section between the columns', () => {
    const columns = splitSitemapColumns(sections([2, 30, 2]));
    expect(columns.map((column) => column.map((node) => node.Title))).toEqual([
      ['Section 00', 'Section 01'],
      ['Section 02'],
    ]);
  });
});
