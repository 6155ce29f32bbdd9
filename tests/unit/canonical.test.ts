import { canonicalUrl, siteOrigin } from '@/lib/seo/canonical';

const HOST = 'https://www.verdanceinsurance.com';

describe('canonicalUrl (docs/behaviour.md#validation)', () => {
  it.each([
    ['site host plus path', { path: '/about' }, `${HOST}/about`],
    ['host alone for /', { path: '/' }, HOST],
    ['query string removed', { path: '/insurance?page=2&utm=x' }, `${HOST}/insurance`],
    ['hash removed', { path: '/privacy#cookies' }, `${HOST}/privacy`],
    ['extra slashes collapsed', { path: '//insurance///general-liability/' }, `${HOST}/insurance/general-liability`],
    ['trailing semicolon stripped', { path: '/about;' }, `${HOST}/about`],
    ['trailing hyphens stripped', { path: '/about--' }, `${HOST}/about`],
    ['trailing dots stripped', { path: '/about..' }, `${HOST}/about`],
    ['mixed trailing punctuation stripped', { path: '/about.-;/' }, `${HOST}/about`],
    [
      'explicit relative canonicalLink wins',
      { path: '/florist-insurance', canonicalLink: '/business/florists' },
      `${HOST}/business/florists`,
    ],
    [
      'explicit absolute canonicalLink kept, cleaned',
      { path: '/x', canonicalLink: 'https://example.org//a/b/?q=1' },
      'https://example.org/a/b',
    ],
  ])('%s', (_name, input, expected) => {
    expect(canonicalUrl({ siteHost: HOST, ...input })).toBe(expected);
  });

  it('uses the local placeholder host when no host is configured', () => {
    expect(canonicalUrl({ path: '/about', siteHost: '' })).toBe('http://localhost:3000/about');
    expect(canonicalUrl({ path: '/' })).toBe('http://localhost:3000');
  });

  it('adds https to a bare host and drops its trailing slash', () => {
    expect(siteOrigin('www.verdanceinsurance.com/')).toBe(HOST);
  });
});
