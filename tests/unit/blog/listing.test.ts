import {
  inSection,
  listingScope,
  matchesCategory,
  newestArticles,
  pageArticles,
  sortArticles,
  toRows,
  totalPages,
} from '@/lib/blog/listing';
import { formatDisplayDate } from '@/lib/blog/dates';
import { dated, preview } from './fixtures';

describe('sortArticles (docs/behaviour.md#numbers: newest first, ties by Title ascending, untitled before titled)', () => {
  it.each([
    [
      'newest date first',
      [
        ['B', '2024-01-01'],
        ['A', '2025-06-01'],
      ],
      ['A', 'B'],
    ],
    [
      'ties by title ascending',
      [
        ['Mulch', '2025-01-01'],
        ['Aphids', '2025-01-01'],
        ['Frost', '2025-01-01'],
      ],
      ['Aphids', 'Frost', 'Mulch'],
    ],
    [
      'untitled before titled on the same date',
      [
        ['Zinnias', '2025-01-01'],
        ['', '2025-01-01'],
        ['Asters', '2025-01-01'],
      ],
      ['', 'Asters', 'Zinnias'],
    ],
    [
      'date beats title',
      [
        ['Aardvark', '2023-01-01'],
        ['Zebra', '2026-01-01'],
      ],
      ['Zebra', 'Aardvark'],
    ],
    [
      'full timestamps compare by time',
      [
        ['Early', '2025-01-01T08:00:00Z'],
        ['Late', '2025-01-01T18:00:00Z'],
      ],
      ['Late', 'Early'],
    ],
  ])('%s', (_, input, expected) => {
    const sorted = sortArticles(input.map(([Title, PublishedDate]) => preview({ Title, PublishedDate })));
    expect(sorted.map((article) => article.Title)).toEqual(expected);
  });

  it('does not change its input', () => {
    const input = dated(3).reverse();
    const before = input.map((article) => article.Title);
    sortArticles(input);
    expect(input.map((article) => article.Title)).toEqual(before);
  });
});

describe('matchesCategory (case-insensitive, dashes read as spaces)', () => {
  it.each([
    [['Loss control'], 'loss-control', true],
    [['Loss control'], 'LOSS CONTROL', true],
    [['Loss control'], 'Loss-Control', true],
    [['Business tips'], 'business-tips', true],
    [['Business tips'], 'loss-control', false],
    [['Coverages', 'Employees'], 'employees', true],
    [['Company news'], 'company', false],
    [['Loss control'], undefined, true],
    [['Loss control'], '', true],
  ])('%j vs %j → %s', (Categories, category, expected) => {
    expect(matchesCategory(preview({ Categories }), category)).toBe(expected);
  });
});

describe('listingScope (section and category from the last one or two path segments)', () => {
  it.each([
    ['/learning-center', { section: 'learning-center' }],
    ['/learning-center/loss-control', { section: 'learning-center', category: 'loss control' }],
    ['/news/industry-insights', { section: 'news', category: 'industry insights' }],
    ['/news', { section: 'news' }],
    ['/News/Company-News', { section: 'news', category: 'company news' }],
    ['/learning-center/business-tips?page=2', { section: 'learning-center', category: 'business tips' }],
    ['/about', undefined],
    ['/', undefined],
    ['/insurance/general-liability', undefined],
  ])('%s → %j', (path, expected) => {
    expect(listingScope(path)).toEqual(expected);
  });
});

describe('totalPages (TotalNumPages = ceil(count / 6))', () => {
  it.each([
    [0, 0],
    [1, 1],
    [6, 1],
    [7, 2],
    [12, 2],
    [13, 3],
    [31, 6],
  ])('%i articles → %i pages', (count, pages) => {
    expect(totalPages(count)).toBe(pages);
  });
});

describe('pageArticles (the paged result of docs/behaviour.md#content-model)', () => {
  it('removes the featured article before paging, 6 a page, and shows it on page 1 only', () => {
    const articles = dated(13);
    articles[4]!.Featured = true;
    const first = pageArticles(articles, { page: 1 });
    expect(first.FeaturedArticle?.Title).toBe('A5');
    expect(first.TotalNumPages).toBe(2);
    expect(first.Articles.map((article) => article.Title)).toEqual(['A1', 'A2', 'A3', 'A4', 'A6', 'A7']);
    const second = pageArticles(articles, { page: 2 });
    expect(second.Articles.map((article) => article.Title)).toEqual(['A8', 'A9', 'A10', 'A11', 'A12', 'A13']);
    expect(second.FeaturedArticle).toBeUndefined();
  });

  it('7 articles with one featured fit on one page; 7 without fill two', () => {
    const withFeatured = dated(7);
    withFeatured[0]!.Featured = true;
    expect(pageArticles(withFeatured, { page: 1 }).TotalNumPages).toBe(1);
    expect(pageArticles(dated(7), { page: 1 }).TotalNumPages).toBe(2);
    expect(pageArticles(dated(7), { page: 2 }).Articles).toHaveLength(1);
  });

  it('takes the newest featured article when several are featured; the others stay in the list', () => {
    const articles = dated(4, { Featured: true });
    const result = pageArticles(articles, { page: 1 });
    expect(result.FeaturedArticle?.Title).toBe('A1');
    expect(result.Articles.map((article) => article.Title)).toEqual(['A2', 'A3', 'A4']);
  });

  it('filters by category and lists every category of the section, distinct and lowercase', () => {
    const articles = [
      preview({ Title: 'Frost', Categories: ['Loss control'], PublishedDate: '2025-03-01' }),
      preview({ Title: 'Umbrella', Categories: ['Coverages'], PublishedDate: '2025-02-01' }),
      preview({ Title: 'Heaters', Categories: ['Loss Control'], PublishedDate: '2025-01-01' }),
    ];
    const result = pageArticles(articles, { page: 1, category: 'loss-control' });
    expect(result.Articles.map((article) => article.Title)).toEqual(['Frost', 'Heaters']);
    expect(result.Categories).toEqual(['loss control', 'coverages']);
    expect(result.FeaturedArticle).toBeUndefined();
  });

  it('returns no articles past the last page', () => {
    expect(pageArticles(dated(8), { page: 3 }).Articles).toEqual([]);
  });
});

describe('toRows (rows of three)', () => {
  it.each([
    [0, []],
    [3, [3]],
    [5, [3, 2]],
    [6, [3, 3]],
  ])('%i items → row sizes %j', (count, sizes) => {
    expect(toRows(Array.from({ length: count }, (_, index) => index)).map((row) => row.length)).toEqual(sizes);
  });
});

describe('inSection and newestArticles (blog preview: 3 newest of a type)', () => {
  it('keeps the posts tagged for the section, in any letter case', () => {
    const articles = [
      preview({ Tags: ['blogPostTypeNews'] }),
      preview({ Tags: ['BLOGPOSTTYPELEARNINGCENTER', 'homs'] }),
    ];
    expect(inSection(articles, 'news')).toEqual([articles[0]]);
    expect(inSection(articles, 'learning-center')).toEqual([articles[1]]);
  });

  it('picks the three newest, optionally of one category', () => {
    const articles = [...dated(5)].reverse();
    expect(newestArticles(articles, 3).map((article) => article.Title)).toEqual(['A1', 'A2', 'A3']);
    const mixed = [preview({ Title: 'Old', Categories: ['Employees'], PublishedDate: '2023-01-01' }), ...dated(3)];
    expect(newestArticles(mixed, 3, 'employees').map((article) => article.Title)).toEqual(['Old']);
  });
});

describe('formatDisplayDate (dates shown en-US)', () => {
  it.each([
    ['2025-03-04', 'March 4, 2025'],
    ['2026-10-28T23:30:00Z', 'October 28, 2026'],
    ['2023-01-01', 'January 1, 2023'],
    ['not a date', ''],
  ])('%s → %j', (iso, expected) => {
    expect(formatDisplayDate(iso)).toBe(expected);
  });
});
