import { lowercasePathRedirect, toContentPath, toSegments } from '@/lib/routing/route-path';

describe('catch-all path guard', () => {
  it.each([
    [undefined, '/'],
    [[], '/'],
    [['insurance', 'general-liability'], '/insurance/general-liability'],
  ])('%j → %s', (segments, expected) => {
    expect(toContentPath(segments)).toBe(expected);
  });

  it.each([[['..', 'etc']], [['a/b']], [['a\u0000b']], [['x'.repeat(4096)]], [['About']], [['<script>']], [['a', '']]])(
    'rejects %j without touching the content source',
    (segments) => {
      expect(toContentPath(segments)).toBeUndefined();
    },
  );

  it('turns paths back into segments', () => {
    expect(toSegments('/')).toEqual([]);
    expect(toSegments('/a/b')).toEqual(['a', 'b']);
  });
});

describe('capitalised page paths', () => {
  it.each([
    ['/CONTACT-US/Request-A-Quote', '/contact-us/request-a-quote'],
    ['/About/', '/about/'],
    ['/News/%C3%89t%C3%A9', '/news/%C3%89t%C3%A9'],
  ])('%s is sent to %s', (path, target) => {
    expect(lowercasePathRedirect(path)).toBe(target);
  });

  it.each([
    ['/contact-us'],
    ['/'],
    ['/news/%C3%89t%C3%A9'],
    ['/api/v1/logging/LogWarning'],
    ['/Feed.XML'],
    ['/_next/static/A.js'],
  ])('%s stays where it is', (path) => {
    expect(lowercasePathRedirect(path)).toBeUndefined();
  });

  it('never redirects twice', () => {
    const once = lowercasePathRedirect('/A%2Fb/%E2%80%8BX') ?? '';
    expect(once).toBe('/a%2Fb/%E2%80%8Bx');
    expect(lowercasePathRedirect(once)).toBeUndefined();
  });
});
