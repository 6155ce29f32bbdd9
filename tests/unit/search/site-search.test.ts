import { localSiteContent } from '@/lib/search/local-content';
import { siteDocuments } from '@/lib/search/site-documents';
import { buildSearchIndex, searchSite, type SiteSearchIndex } from '@/lib/search/search-index';
import type { SearchDocument } from '@/lib/search/documents';

let site: SiteSearchIndex;
beforeAll(async () => {
  site = buildSearchIndex(await siteDocuments(localSiteContent()));
});

const paths = (phrase: string, page = 1) => searchSite(site, phrase, page).hits.map((hit) => hit.path);
const text = (parts: { text: string }[]) => parts.map((part) => part.text).join('');

function doc(id: string, fields: Partial<SearchDocument>): SearchDocument {
  return { id, kind: 'page', path: `/${id}`, title: '', description: '', headings: '', body: '', ...fields };
}

describe('site search over content/', () => {
  it.each([
    ['frost', '/learning-center/loss-control/protecting-greenhouses-on-frost-nights'],
    ['greenhouse fire', '/learning-center/loss-control/preventing-greenhouse-fires'],
    ['certificate', '/contact-us/request-coi'],
    ['umbrella', '/insurance/umbrella'],
  ])('finds %s with %s first', (phrase, first) => {
    expect(paths(phrase)[0]).toBe(first);
  });

  it('finds the article and the glossary term about certificates too', () => {
    expect(paths('certificate').slice(0, 3)).toEqual([
      '/contact-us/request-coi',
      '/learning-center/business-tips/certificates-of-insurance-for-contracts',
      '/learn-more',
    ]);
    const glossary = searchSite(site, 'certificate').hits.find((hit) => hit.kind === 'glossary');
    expect(text(glossary!.title)).toBe('Certificate of insurance');
  });

  it('ranks every article named for the word above hub pages that only mention it', () => {
    const found = paths('greenhouse');
    const home = found.indexOf('/');
    const articles = searchSite(site, 'greenhouse').hits.filter(
      (hit) => hit.kind === 'article' && /greenhouse/i.test(text(hit.title)),
    );
    expect(articles.length).toBeGreaterThanOrEqual(4);
    for (const article of articles) expect(found.indexOf(article.path)).toBeLessThan(home);
  });

  it('matches the start of a word', () => {
    expect(paths('certif')[0]).toBe('/contact-us/request-coi');
    expect(paths('umbrel')[0]).toBe('/insurance/umbrella');
  });

  it('forgives one typo in words of four letters or more', () => {
    expect(paths('umbrela')[0]).toBe('/insurance/umbrella');
    expect(paths('umbrlela')).not.toContain('/insurance/umbrella');
    expect(paths('greenhose fires')[0]).toBe('/learning-center/loss-control/preventing-greenhouse-fires');
  });

  it('leaves out thank-you pages (not in the XML sitemap) and external news items', () => {
    const all = [...new Set([...paths('thank'), ...paths('thank you', 2)])];
    expect(all).not.toContain('/contact-us/thank-you');
    expect(all).not.toContain('/business/direct-thank-you');
    expect(paths('news').every((path) => path.startsWith('/'))).toBe(true);
  });

  it('marks the matched words in the title and the snippet', () => {
    const [hit] = searchSite(site, 'frost').hits;
    expect(hit!.title.filter((part) => part.match).map((part) => part.text)).toEqual(['frost']);
    expect(hit!.snippet.some((part) => part.match && /^frost/i.test(part.text))).toBe(true);
  });
});

describe('search rules on made-up documents', () => {
  it('ranks a title match over a heading match over a body match', () => {
    const index = buildSearchIndex([
      doc('body', { title: 'Other', body: 'marigold' }),
      doc('heading', { title: 'Other', headings: 'marigold' }),
      doc('title', { title: 'marigold' }),
    ]);
    expect(searchSite(index, 'marigold').hits.map((hit) => hit.path)).toEqual(['/title', '/heading', '/body']);
  });

  it('gives no typo allowance to words shorter than four letters', () => {
    const index = buildSearchIndex([doc('a', { body: 'ivy' }), doc('b', { body: 'fern' })]);
    expect(searchSite(index, 'ivx').total).toBe(0);
    expect(searchSite(index, 'ferm').total).toBe(1);
  });

  it('asks for every word, then any word when no document has them all', () => {
    const index = buildSearchIndex([doc('a', { body: 'tulip bulbs' }), doc('b', { body: 'tulip' })]);
    expect(searchSite(index, 'tulip bulbs').hits.map((hit) => hit.path)).toEqual(['/a']);
    expect(searchSite(index, 'tulip dahlia').total).toBe(2);
  });

  it('pages results ten at a time; a page past the last reads as the last', () => {
    const index = buildSearchIndex(Array.from({ length: 25 }, (_, n) => doc(`p${n}`, { body: 'orchid' })));
    expect(searchSite(index, 'orchid')).toMatchObject({ total: 25, page: 1, totalPages: 3 });
    expect(searchSite(index, 'orchid').hits).toHaveLength(10);
    expect(searchSite(index, 'orchid', 3).hits).toHaveLength(5);
    expect(searchSite(index, 'orchid', 9)).toMatchObject({ page: 3 });
    const seen = [1, 2, 3].flatMap((page) => searchSite(index, 'orchid', page).hits.map((hit) => hit.path));
    expect(new Set(seen).size).toBe(25);
  });
});
