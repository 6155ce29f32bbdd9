import { localSiteContent } from '@/lib/search/local-content';
import { siteDocuments } from '@/lib/search/site-documents';
import { buildSearchIndex, searchSite, type SiteSearchIndex } from '@/lib/search/search-index';
import { checkPhrase, MAX_TERMS, searchTerms } from '@/lib/search/phrase';

let site: SiteSearchIndex;
beforeAll(async () => {
  site = buildSearchIndex(await siteDocuments(localSiteContent()));
});

describe('search caps', () => {
  it('allows six distinct terms', () => {
    expect(MAX_TERMS).toBe(6);
  });

  it.each([
    ['a b c d e f g h i j k l m n o p zzqqxxv', 'a b c d e f'],
    ['frost greenhouse fire heater night cover nursery zzqqxxv', 'frost greenhouse fire heater night cover'],
    [
      'frost frost frost frost frost frost frost greenhouse zzqqxxv',
      'frost frost frost frost frost frost frost greenhouse zzqqxxv',
    ],
    ['a,b,c,d,e,f,g,h', 'a,b,c,d,e,f'],
  ])('cuts %j to %j, not an error', (raw, phrase) => {
    expect(checkPhrase(raw)).toEqual({ ok: true, phrase });
  });

  it('counts distinct terms, as the index reads them (case and punctuation folded)', () => {
    expect(searchTerms("Frost, frost FROST greenhouse's fire-heater")).toEqual([
      'frost',
      'greenhouse',
      's',
      'fire',
      'heater',
    ]);
    expect(searchTerms('a b c d e f g h')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it.each([
    ['a b c d e f g h i j k l m n o p zzqqxxv', 'a b c d e f'],
    ['frost greenhouse fire heater night cover nursery zzqqxxv', 'frost greenhouse fire heater night cover'],
    ['frost frost frost frost frost frost frost greenhouse zzqqxxv', 'frost greenhouse zzqqxxv'],
    ['u m b r e l l a zzqqxxv', 'u m b r e l'],
  ])('searches %j exactly as its truncated form %j', (long, truncated) => {
    expect(searchSite(site, long)).toEqual(searchSite(site, truncated));
    const check = checkPhrase(long);
    expect(check.ok && searchSite(site, check.phrase)).toEqual(searchSite(site, truncated));
  });
});

describe('one-letter words', () => {
  it('match as whole words only; two letters on match the start of a word', () => {
    const umbrella = (phrase: string) =>
      searchSite(site, phrase).hits.some((hit) => hit.path === '/insurance/umbrella');
    expect(umbrella('um')).toBe(true);
    expect(umbrella('u')).toBe(false);
  });
});

describe('short word starts', () => {
  /** The work of one search: the (document, matched word) pairs it scores; each is one call of the title boost. */
  function work(phrase: string): number {
    const titleWords = site.titleWords;
    let scored = 0;
    const counting = new Map(titleWords);
    counting.get = (id) => ((scored += 1), titleWords.get(id));
    searchSite({ ...site, titleWords: counting }, phrase);
    return scored;
  }

  it.each(['co in pr fl gr ca', 're co pr in ca st', 'st pr co re in de'])(
    'six two-letter starts (%j) cost about one of them alone, not six',
    (phrase) => {
      const costliestAlone = Math.max(...phrase.split(' ').map(work));
      expect(work(phrase)).toBeLessThanOrEqual(1.25 * costliestAlone);
    },
  );

  it('still finds a page by a two-letter start, alone or beside whole words', () => {
    const umbrella = (phrase: string) =>
      searchSite(site, phrase).hits.some((hit) => hit.path === '/insurance/umbrella');
    expect(umbrella('um')).toBe(true);
    expect(umbrella('um liability')).toBe(true);
  });
});
