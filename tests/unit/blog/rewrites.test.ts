import { listingPath, listingRewrites } from '@/lib/blog/rewrites';

/** Applies the rewrite rules the way Next.js matches `has`/`missing` query conditions (anchored regex). */
function rewrite(path: string, query: string): string | undefined {
  const params = new URLSearchParams(query);
  for (const rule of listingRewrites()) {
    const source = new RegExp(`^${rule.source.replace(/:(\w+)\(([^)]+)\)/g, '(?<$1>$2)')}$`);
    const pathMatch = source.exec(path);
    if (!pathMatch) continue;
    if (rule.missing.some((condition) => params.has(condition.key))) continue;
    const condition = rule.has[0]!;
    const value = params.get(condition.key);
    const valueMatch = value === null ? null : new RegExp(`^${condition.value}$`).exec(value);
    if (!valueMatch) continue;
    const groups = { ...pathMatch.groups, ...valueMatch.groups };
    return rule.destination.replace(/:(\w+)/g, (_, name: string) => groups[name] ?? '');
  }
  return undefined;
}

describe('listing rewrites (?page=N served by the prerendered listing route)', () => {
  it.each([
    ['/learning-center', 'page=2', '/listing-page/learning-center/all/2'],
    ['/learning-center/loss-control', 'page=2', '/listing-page/learning-center/loss-control/2'],
    ['/news', 'p=3', '/listing-page/news/all/3'],
    ['/news/community', 'pagenum=1', '/listing-page/news/community/1'],
    ['/learning-center', 'page-num=4', '/listing-page/learning-center/all/4'],
    ['/learning-center', 'page=02', '/listing-page/learning-center/all/2'],
    ['/learning-center', 'page=999', '/listing-page/learning-center/all/999'],
    ['/learning-center', 'page=abc', undefined],
    ['/learning-center', 'page=0', undefined],
    ['/learning-center', 'page=-1', undefined],
    ['/learning-center', 'page=1.5', undefined],
    ['/learning-center', 'page=abc&p=2', undefined],
    ['/learning-center', 'utm_source=x', undefined],
    ['/about', 'page=2', undefined],
    ['/learning-center/loss-control/frost-night', 'page=2', undefined],
  ])('%s?%s → %s', (path, query, expected) => {
    expect(rewrite(path, query)).toBe(expected);
  });

  it.each([
    ['learning-center', 'all', '/learning-center'],
    ['news', 'company-news', '/news/company-news'],
  ])('listingPath(%s, %s) → %s', (section, category, expected) => {
    expect(listingPath(section, category)).toBe(expected);
  });
});
