import { describe, expect, it } from 'vitest';
import { createLocalSource } from '@/lib/content/local';
import { brandedTitle, buildMetadata, TITLE_MAX } from '@/lib/seo/metadata';
import { buildXmlSitemap } from '@/lib/seo/xml-sitemap';
import { counterpartPath } from '@/lib/i18n/counterpart';
import { localizedPath, splitLocalePath } from '@/lib/i18n/locales';
import type { PageIndexEntry } from '@/lib/content/types';

const HOST = 'https://www.verdanceinsurance.com';
const BRAND = 'Verdance Insurance';
const source = createLocalSource();
const english = await source.getProjectMap({ locale: 'en-US' });
const spanish = await source.getProjectMap({ locale: 'es-US' });
const phrases = async (locale: string) =>
  new Map(
    (await source.getEntries('translation', { locale })).map((entry) => [
      String(entry.fields.internalName),
      String(entry.fields.phrase ?? ''),
    ]),
  );

describe('Spanish pages (es-US), from content/', () => {
  it('exist for the pages translated so far, each with an English counterpart', () => {
    expect(spanish.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/', '/contact-us', '/contact-us/request-a-quote', '/contact-us/quote-lookup']),
    );
    const englishPaths = new Set(english.map((page) => page.path));
    expect(spanish.filter((page) => !englishPaths.has(page.path))).toEqual([]);
  });

  it(`have titles of at most ${TITLE_MAX} characters with the brand, and descriptions of at most 160`, () => {
    const long = spanish.filter((page) => brandedTitle(page.seoTitle, BRAND).length > TITLE_MAX);
    expect(long.map((page) => `${page.path}: ${brandedTitle(page.seoTitle, BRAND)}`)).toEqual([]);
    expect(spanish.filter((page) => page.seoDescription.length > 160).map((page) => page.path)).toEqual([]);
  });

  it('are in Spanish: no title or description is the English one', () => {
    const byPath = new Map(english.map((page) => [page.path, page]));
    const same = spanish.filter(
      (page) =>
        page.seoTitle === byPath.get(page.path)?.seoTitle ||
        page.seoDescription === byPath.get(page.path)?.seoDescription,
    );
    expect(same.map((page) => page.path)).toEqual([]);
  });

  it('have every interface phrase in Spanish (a phrase left in English shows English on an /es/ page)', async () => {
    const [en, es] = await Promise.all([phrases('en-US'), phrases('es-US')]);
    // Words that are the same in both languages: the phone number, the state list (proper names), "Legal", "Video".
    const sameInBoth = (key: string, text: string) =>
      key.startsWith('aeSearch.states-') || /^[\d\s()+-]*$/.test(text) || ['Legal', 'Video'].includes(text);
    const untranslated = [...en].filter(([key, text]) => es.get(key) === text && !sameInBoth(key, text));
    expect(untranslated).toEqual([]);
    expect([...en.keys()].filter((key) => !es.has(key))).toEqual([]);
  });
});

describe('alternates for crawlers', () => {
  const sitemap = buildXmlSitemap(english, HOST, [], [{ locale: 'es-US', pages: spanish }]);
  const byUrl = new Map(sitemap.map((entry) => [entry.url, entry]));

  it('list every Spanish page in sitemap.xml with its English alternate and x-default', () => {
    for (const page of spanish.filter((candidate) => !candidate.hideOnSitemapXml)) {
      const url = `${HOST}${localizedPath(page.path, 'es-US')}`;
      const languages = byUrl.get(url)?.alternates?.languages;
      expect(languages, url).toBeDefined();
      expect(languages!['es-US']).toBe(url);
      expect(languages!['en-US']).toBe(`${HOST}${page.path === '/' ? '' : page.path}`);
      expect(languages!['x-default']).toBe(languages!['en-US']);
    }
  });

  it('are reciprocal: every alternate a page names names that page back', () => {
    const withAlternates = sitemap.filter((entry) => entry.alternates);
    expect(withAlternates.length).toBeGreaterThanOrEqual(2 * spanish.filter((page) => !page.hideOnSitemapXml).length);
    for (const entry of withAlternates) {
      for (const [language, url] of Object.entries(entry.alternates!.languages)) {
        if (language === 'x-default') continue;
        expect(Object.values(byUrl.get(url)?.alternates?.languages ?? {}), `${url} back to ${entry.url}`).toContain(
          entry.url,
        );
      }
    }
  });

  it('give each language its own canonical and hreflang alternates in the page head', () => {
    const page: PageIndexEntry = spanish.find((candidate) => candidate.path === '/contact-us')!;
    const metadata = buildMetadata({
      page,
      settings: { brandName: BRAND, siteHost: HOST },
      locale: 'es-US',
      alternates: ['en-US', 'es-US'],
    });
    expect(metadata.alternates).toEqual({
      canonical: `${HOST}/es/contact-us`,
      languages: { 'en-US': `${HOST}/contact-us`, 'es-US': `${HOST}/es/contact-us`, 'x-default': `${HOST}/contact-us` },
    });
    expect(metadata.openGraph).toMatchObject({ locale: 'es_US', url: `${HOST}/es/contact-us` });
  });
});

describe('the language switch', () => {
  const toSpanish = { locale: 'es-US' as const, paths: ['/', '/contact-us', '/contact-us/request-a-quote'] };
  const toEnglish = { locale: 'en-US' as const, paths: ['/', '/contact-us', '/insurance'] };

  it.each([
    ['/contact-us', toSpanish, '/es/contact-us'],
    ['/contact-us/request-a-quote', toSpanish, '/es/contact-us/request-a-quote'],
    ['/contact-us/agent-search', toSpanish, '/es/contact-us'],
    ['/insurance/umbrella', toSpanish, '/es'],
    ['/', toSpanish, '/es'],
    ['/_pz/0-1', toSpanish, '/es'],
    ['/es/contact-us', toEnglish, '/contact-us'],
    ['/es', toEnglish, '/'],
  ])('leads from %s to its counterpart (%#)', (from, choice, to) => {
    expect(counterpartPath(from, choice)).toBe(to);
  });

  it('reads the locale from the address: /es is Spanish, anything else English', () => {
    expect(splitLocalePath('/es/claims')).toEqual({ locale: 'es-US', path: '/claims' });
    expect(splitLocalePath('/es')).toEqual({ locale: 'es-US', path: '/' });
    expect(splitLocalePath('/espanol')).toEqual({ locale: 'en-US', path: '/espanol' });
  });
});
