import { safeInternalPath } from '@/lib/integrations/safe-path';
import { OFF_SITE_PATHS as ESCAPES } from '../../support/off-site-paths';

/** Each payload again with its slashes, backslashes and percent signs escaped once more (after the leading `/`). */
const ENCODED = ESCAPES.flatMap((payload) => {
  const head = payload.slice(0, 1);
  const tail = payload.slice(1);
  return [
    encodeURIComponent(payload),
    head + tail.replaceAll('/', '%2f').replaceAll('\\', '%5c'),
    head + tail.replaceAll('%', '%25'),
    head + encodeURIComponent(tail),
    head + encodeURIComponent(encodeURIComponent(tail)),
  ];
});

describe('internal redirect paths', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/news/company-news?page=2#top', '/news/company-news?page=2#top'],
    ['/a/../b', '/b'],
    ['/a/./b', '/a/b'],
    ['/%2e%2e/about', '/about'],
    ['/about?q=%2F%2Fx', '/about?q=%2F%2Fx'],
  ])('keeps %j as %j', (input, expected) => {
    expect(safeInternalPath(input)).toBe(expected);
  });

  it.each([...ESCAPES, ...ENCODED])('%j never leaves the site', (input) => {
    const result = safeInternalPath(input);
    if (result === null) return;
    expect(result).toMatch(/^\/(?![/\\])/);
    for (const base of ['https://site.example/', 'https://site.example/deep/page?x=1']) {
      expect(new URL(result, base).origin).toBe('https://site.example');
    }
  });

  it.each([
    '//evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/..//evil.example',
    '/x/%2e%2e//evil.example',
  ])('%j, which normalises to two slashes, is refused', (input) => {
    expect(safeInternalPath(input)).toBeNull();
  });

  it.each(['/\t/evil', '/a\nb', '/\nx', '/\u0000', 'https:evil', 'evil.example', '', null, undefined, '/\\evil'])(
    'refuses %j',
    (input) => {
      expect(safeInternalPath(input)).toBeNull();
    },
  );
});
