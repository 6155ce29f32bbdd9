import { safeInternalPath } from '@/lib/integrations/safe-path';

/** Paths that try to leave the site once normalised (dot segments, encoded dots, backslashes, stripped whitespace). */
const ESCAPES = [
  '//evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e//evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/x/%2e%2e//evil.example',
  '/x/%2E%2e//evil.example',
  '/./..//evil.example',
  '/.//evil.example/path?q=1#top',
  '/\\evil.example',
  '/.\\/evil.example',
  '/..\\/evil.example',
  '/.\\\\evil.example',
  '/a/..\\\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/.\t//evil.example',
  '/\t\\evil.example',
  '/.\n./\n/evil.example',
  '/%2f/evil.example',
  '/%2F%2Fevil.example',
  '/.%2f/evil.example',
  '/%5cevil.example',
  '/%5C/evil.example',
  '/..%5c/evil.example',
  '/%252f/evil.example',
  '/%252e%252e//evil.example',
  '%2f%2fevil.example',
  '%2F.%2F%2Fevil.example',
  '%5c%5cevil.example',
  'https:evil.example',
  'https:/evil.example',
  'https://evil.example/',
  'http:\\\\evil.example',
  'javascript:alert(1)',
  ' //evil.example',
  '\t//evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/about?next=//evil.example',
  '/about#//evil.example',
];

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

  it.each(['/\t/evil', '/a\nb', '/\u0000', 'https:evil', 'evil.example', '', null, undefined, '/\\evil'])(
    'refuses %j',
    (input) => {
      expect(safeInternalPath(input)).toBeNull();
    },
  );
});
