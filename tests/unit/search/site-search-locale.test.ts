import { createLocalSource } from '@/lib/content/local';
import { BLOG_POST_TYPE, toBlogArticle } from '@/lib/blog/entries';
import { siteDocuments, type SiteContent } from '@/lib/search/site-documents';
import { buildSearchIndex, searchSite, type SiteSearchIndex } from '@/lib/search/search-index';
import { splitLocalePath, type SiteLocale } from '@/lib/i18n/locales';

/** The site content of one locale as the site reads it (lib/search/data.ts): the pages and posts enabled for it. */
async function contentIn(locale: SiteLocale): Promise<SiteContent> {
  const source = createLocalSource();
  return {
    pages: await source.getProjectMap({ locale }),
    composition: async (path) => {
      const route = await source.getRoute(path, { locale });
      return route.kind === 'composition' ? route.composition : undefined;
    },
    articles: (await source.getEntries(BLOG_POST_TYPE, { locale })).map(toBlogArticle),
    glossaryItems: await source.getEntries('glossaryItem', { locale }),
  };
}

let spanish: SiteSearchIndex;
let english: SiteSearchIndex;
let spanishPaths: Set<string>;
beforeAll(async () => {
  const content = await contentIn('es-US');
  spanish = buildSearchIndex(await siteDocuments(content, 'es-US'));
  english = buildSearchIndex(await siteDocuments(await contentIn('en-US'), 'en-US'));
  spanishPaths = new Set([...content.pages.map((page) => page.path), ...content.articles.map((a) => a.preview.Url)]);
});

const paths = (index: SiteSearchIndex, phrase: string) => searchSite(index, phrase).hits.map((hit) => hit.path);

describe('site search on /es', () => {
  it.each([
    ['calor', '/es/learning-center/employees/preventing-heat-illness'],
    ['pesticidas', '/es/learning-center/employees/pesticide-safety-training'],
    ['cortadoras', '/es/learning-center/employees/safe-mower-and-equipment-operation'],
  ])('finds the Spanish article for “%s” at its /es address', (phrase, first) => {
    expect(paths(spanish, phrase)[0]).toBe(first);
  });

  it('never returns an English-only page or post, whatever the phrase', () => {
    // Words of English-only pages and posts (frost nights, umbrella, greenhouse fires, the glossary) and Spanish ones.
    for (const phrase of ['frost', 'umbrella', 'greenhouse fire', 'certificate', 'heat', 'seguro', 'pérdidas']) {
      const leaked = paths(spanish, phrase).filter((path) => {
        const { locale, path: contentPath } = splitLocalePath(path.split('#')[0]!);
        return locale !== 'es-US' || !spanishPaths.has(contentPath);
      });
      expect(leaked, phrase).toEqual([]);
    }
    expect(paths(spanish, 'frost')).toEqual([]);
  });

  it('leaves English search English: no /es address, no Spanish words found', () => {
    expect(paths(english, 'cortadoras')).toEqual([]);
    expect(paths(english, 'heat').filter((path) => path.startsWith('/es'))).toEqual([]);
    expect(paths(english, 'heat illness')[0]).toBe('/learning-center/employees/preventing-heat-illness');
  });
});
