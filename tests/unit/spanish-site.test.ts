import { describe, expect, it } from 'vitest';
import { createLocalSource } from '@/lib/content/local';
import { brandedTitle, buildMetadata, TITLE_MAX } from '@/lib/seo/metadata';
import { buildXmlSitemap } from '@/lib/seo/xml-sitemap';
import { counterpartPath } from '@/lib/i18n/counterpart';
import { localizedPath, splitLocalePath } from '@/lib/i18n/locales';
import type { PageIndexEntry } from '@/lib/content/types';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { renderFixture } from '@/tests/support/render-fixture';

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

/**
 * The copy a composition shows: every string in its parameters and rich text with a lowercase word and a space (names,
 * numbers, addresses in links and option values are left out: they read the same in both languages), the composition's
 * name in the canvas aside.
 */
function copyOf(node: unknown): string[] {
  if (typeof node === 'string') return /\s/.test(node.trim()) && /\b\p{Ll}{2,}/u.test(node) ? [node.trim()] : [];
  if (Array.isArray(node)) return node.flatMap(copyOf);
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => (key === '_name' ? [] : copyOf(value)));
  }
  return [];
}

describe('Spanish pages (es-US), from content/', () => {
  it('exist for the pages translated so far, each with an English counterpart', () => {
    expect(spanish.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/contact-us',
        '/contact-us/request-a-quote',
        '/contact-us/quote-lookup',
        '/business/landscapers-and-plantscapers',
        '/business/nurseries-and-sod-farms',
        '/claims',
        '/insurance/workers-compensation',
        '/insurance/general-liability',
        '/learning-center/loss-control',
      ]),
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

  it('leave no English copy on the page: no sentence of the English page is shown as is on its Spanish counterpart', async () => {
    const leftInEnglish: string[] = [];
    for (const { path } of spanish) {
      const [en, es] = await Promise.all([
        source.getRoute(path, { locale: 'en-US' }),
        source.getRoute(path, { locale: 'es-US' }),
      ]);
      if (en.kind !== 'composition' || es.kind !== 'composition') throw new Error(`${path} is not a page in both`);
      const englishCopy = new Set(copyOf(en.composition));
      leftInEnglish.push(
        ...copyOf(es.composition)
          .filter((text) => englishCopy.has(text))
          .map((text) => `${path}: ${text}`),
      );
    }
    expect(leftInEnglish).toEqual([]);
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

describe('breadcrumbs on a Spanish page', () => {
  const spanishAddresses = new Set(spanish.map((page) => localizedPath(page.path, 'es-US')));

  it.each(['/insurance/workers-compensation', '/insurance/general-liability'])(
    'lead from %s only to Spanish pages, its section index left out while it has no Spanish version',
    async (path) => {
      const route = await source.getRoute(path, { locale: 'es-US' });
      if (route.kind !== 'composition') throw new Error(`${path} is no Spanish page`);
      const breadcrumb = route.composition.slots!.content!.find((component) => component.type === 'breadcrumb')!;
      const { container } = renderFixture(breadcrumb, {
        pages: spanish,
        translations: Object.fromEntries(await phrases('es-US')),
        path,
        locale: 'es-US',
      });
      const trail = container.querySelector('[data-breadcrumb="trail"]')!;
      const links = [...trail.querySelectorAll('a')].map((link) => link.getAttribute('href'));
      expect(links).toEqual(['/es']);
      expect(trail.textContent).toBe(`Inicio${route.page.breadcrumb}`);

      const list = breadcrumbJsonLd(route.page, spanish, HOST, 'es-US').itemListElement;
      const addresses = list.map((item) => item.item.replace(HOST, ''));
      expect(addresses.filter((address) => !spanishAddresses.has(address))).toEqual([]);
      expect(addresses).toEqual(['/es', `/es${path}`]);
    },
  );
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

  it.each([
    '/claims',
    '/business/landscapers-and-plantscapers',
    '/business/nurseries-and-sod-farms',
    '/insurance/workers-compensation',
    '/insurance/general-liability',
  ])('leads from %s to its Spanish page and back', (path) => {
    const spanishPaths = spanish.map((page) => page.path);
    expect(counterpartPath(path, { locale: 'es-US', paths: spanishPaths })).toBe(`/es${path}`);
    expect(counterpartPath(`/es${path}`, { locale: 'en-US', paths: english.map((page) => page.path) })).toBe(path);
  });

  it('leads from an English-only section index to the Spanish home', () => {
    expect(counterpartPath('/insurance', { locale: 'es-US', paths: spanish.map((page) => page.path) })).toBe('/es');
  });

  it('reads the locale from the address: /es is Spanish, anything else English', () => {
    expect(splitLocalePath('/es/claims')).toEqual({ locale: 'es-US', path: '/claims' });
    expect(splitLocalePath('/es')).toEqual({ locale: 'es-US', path: '/' });
    expect(splitLocalePath('/espanol')).toEqual({ locale: 'en-US', path: '/espanol' });
  });
});
