import { listingPath, listingRewriteTarget } from '@/lib/blog/rewrites';

describe('listingRewriteTarget (?page=N served by the prerendered listing route)', () => {
  it.each([
    ['/learning-center', 'page=2', '/listing-page/learning-center/all/2'],
    ['/learning-center/loss-control', 'page=2', '/listing-page/learning-center/loss-control/2'],
    ['/learning-center/loss-control/', 'page=2', '/listing-page/learning-center/loss-control/2'],
    ['/news', 'p=3', '/listing-page/news/all/3'],
    ['/news/community', 'pagenum=4', '/listing-page/news/community/4'],
    ['/learning-center', 'page-num=4', '/listing-page/learning-center/all/4'],
    ['/learning-center', 'PAGE=5', '/listing-page/learning-center/all/5'],
    ['/learning-center', 'page=02', '/listing-page/learning-center/all/2'],
    ['/learning-center', 'page=999', '/listing-page/learning-center/all/999'],
    ['/learning-center', 'page=1', undefined],
    ['/learning-center', 'page=abc', undefined],
    ['/learning-center', 'page=0', undefined],
    ['/learning-center', 'page=-1', undefined],
    ['/learning-center', 'page=1.5', undefined],
    ['/learning-center', 'page=abc&p=2', undefined],
    ['/learning-center', 'utm_source=x', undefined],
    ['/learning-center', '', undefined],
    ['/about', 'page=2', undefined],
    ['/learning-center/loss-control/frost-night', 'page=2', undefined],
    ['/learning-center/Loss-Control', 'page=2', undefined],
    ['/es/learning-center/loss-control', 'page=2', '/es/listing-page/learning-center/loss-control/2'],
    ['/es/learning-center', 'p=3', '/es/listing-page/learning-center/all/3'],
    ['/es/learning-center/loss-control', 'page=1', undefined],
    ['/fr/learning-center/loss-control', 'page=2', undefined],
  ])('%s?%s → %s', (path, query, expected) => {
    expect(listingRewriteTarget(path, new URLSearchParams(query))).toBe(expected);
  });

  it.each([
    ['learning-center', 'all', '/learning-center'],
    ['news', 'company-news', '/news/company-news'],
  ])('listingPath(%s, %s) → %s', (section, category, expected) => {
    expect(listingPath(section, category)).toBe(expected);
  });
});
