import { pageHref, readPageNumber, readQuery } from '@/lib/routing/query';

describe('readPageNumber (docs/behaviour.md#links-tokens-and-query-parameters, docs/behaviour.md#validation: page and aliases p, pagenum, page-num; default 1)', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['p=2', 2],
    ['pagenum=4', 4],
    ['page-num=5', 5],
    ['PAGE=6', 6],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=%3Cscript%3E', 1],
    ['page=', 1],
    ['page=99999999999999999999', 1],
    ['page= 7 ', 7],
  ])('%s → %i', (query, expected) => {
    expect(readPageNumber(new URLSearchParams(query))).toBe(expected);
  });

  it('reads plain objects from Next searchParams, arrays included', () => {
    expect(readPageNumber({ p: ['3', '4'] })).toBe(3);
  });
});

describe('readQuery', () => {
  it('matches names in any letter case', () => {
    expect(readQuery(new URLSearchParams('SupportID=abc'), ['supportid'])).toBe('abc');
  });
});

describe('pageHref', () => {
  it('writes ?page=N, after the query the path already has', () => {
    expect(pageHref('/learning-center', 2)).toBe('/learning-center?page=2');
    expect(pageHref('/search?q=umbrella%20%26co', 3)).toBe('/search?q=umbrella%20%26co&page=3');
    expect(readPageNumber(new URL(pageHref('/search?q=frost', 4), 'https://x').searchParams)).toBe(4);
  });
});
