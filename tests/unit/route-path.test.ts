import { toContentPath, toSegments } from '@/lib/route-path';

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
