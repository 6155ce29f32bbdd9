import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content-check/load.mjs';
import { brandedTitle, TITLE_MAX } from '@/lib/seo/metadata';
import { listingScope } from '@/lib/blog/listing';
import { relatedArticles } from '@/lib/page/load-article';
import type { BlogArticle } from '@/lib/blog/types';

const brand = 'Verdance Insurance';

describe('page titles', () => {
  it('end with the full brand, replacing a shorter one the CMS wrote', () => {
    expect(brandedTitle('Claims', brand)).toBe('Claims | Verdance Insurance');
    expect(brandedTitle('Customer story: Cedar Hollow Nursery | Verdance', brand)).toBe(
      'Customer story: Cedar Hollow Nursery | Verdance Insurance',
    );
    expect(brandedTitle('Search | Verdance Insurance', brand)).toBe('Search | Verdance Insurance');
  });

  it('name the brand once: a title that names it gets no suffix', () => {
    expect(brandedTitle('Verdance Insurance | Florists, growers, landscapers', brand)).toBe(
      'Verdance Insurance | Florists, growers, landscapers',
    );
  });

  it('are never cut: the short brand, then none, when the full one does not fit', () => {
    expect(brandedTitle('Safe chemical storage for nurseries and growers', brand)).toBe(
      'Safe chemical storage for nurseries and growers | Verdance',
    );
    expect(brandedTitle('Professional liability for designers and plantscapers', brand)).toBe(
      'Professional liability for designers and plantscapers',
    );
    const long = 'A title written longer than any search result shows it, by far';
    expect(brandedTitle(long, brand)).toBe(long);
  });

  it('give page 2 and on of a listing their own title', () => {
    expect(brandedTitle('Learning Center | Verdance Insurance', brand, 1)).toBe('Learning Center | Verdance Insurance');
    expect(brandedTitle('Learning Center | Verdance Insurance', brand, 2)).toBe(
      'Learning Center – Page 2 | Verdance Insurance',
    );
    // A Spanish listing's page 2 says so in Spanish (the phrase pager.page).
    expect(brandedTitle('Prevención de pérdidas | Verdance Insurance', brand, 2, 'Página')).toBe(
      'Prevención de pérdidas – Página 2 | Verdance Insurance',
    );
  });
});

describe('every title the site shows, from content/', () => {
  const { store } = loadContent(resolve('content'));
  type Fields = Record<string, { value?: unknown }>;
  const entries = store.entries.map(({ data }) => data.entry as { type: string; fields: Fields });
  const text = (fields: Fields, name: string) => String(fields[name]?.value ?? '');
  const pages = entries.filter((entry) => entry.type === 'pageIndex');
  const titles = [
    ...pages.map(({ fields }) => brandedTitle(text(fields, 'seoTitle'), brand)),
    ...entries
      .filter((entry) => entry.type === 'blogPost')
      .map(({ fields }) => brandedTitle(`${text(fields, 'title')} | ${brand}`, brand)),
    // Listings run to 6 pages; 2 to 9 leaves room for more articles.
    ...pages
      .filter(({ fields }) => listingScope(text(fields, 'path')))
      .flatMap(({ fields }) => [2, 9].map((page) => brandedTitle(text(fields, 'seoTitle'), brand, page))),
  ];

  it(`are at most ${TITLE_MAX} characters and never cut with "…"`, () => {
    expect(titles.length).toBeGreaterThan(100);
    expect(titles.filter((title) => title.length > TITLE_MAX || title.includes('…'))).toEqual([]);
  });

  it('are one per page: no two pages share a title', () => {
    const repeated = titles.filter((title, index) => titles.indexOf(title) !== index);
    expect(repeated).toEqual([]);
  });
});

describe('"More from" on an article', () => {
  const article = (id: string, category = 'loss-control'): BlogArticle =>
    ({
      preview: { EntryID: id, Title: id, PublishedDate: '2026-01-01' },
      section: 'learning-center',
      category,
      slug: id,
    }) as BlogArticle;

  it('never lists the article itself, even read separately from the section list', () => {
    const section = [article('a'), article('b'), article('c'), article('d', 'coverages')];
    const current = structuredClone(section[0]!);
    expect(relatedArticles(current, section).map(({ preview }) => preview.EntryID)).toEqual(['b', 'c', 'd']);
  });
});
