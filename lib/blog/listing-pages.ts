import 'server-only';
import { getProjectMap } from '../content';
import { getBlogArticles } from './data';
import { inSection, listingScope, pageArticles } from './listing';
import { ALL_CATEGORIES } from './rewrites';
import { DEFAULT_LOCALE, type SiteLocale } from '../i18n/locales';

/**
 * Params of every page of every listing in a locale's project map (a section path or one of its category paths), for
 * the prerendered listing route and to tell a page that exists now from one that does not. Page 1 always exists,
 * even for an empty category.
 */
export async function listingPageParams(
  preview: boolean = false,
  locale: SiteLocale = DEFAULT_LOCALE,
): Promise<{ section: string; category: string; page: string }[]> {
  const [pages, articles] = await Promise.all([
    getProjectMap(preview, locale),
    getBlogArticles(preview, false, locale),
  ]);
  const previews = articles.map((article) => article.preview);
  return pages.flatMap(({ path }) => {
    const scope = listingScope(path);
    if (!scope || path.split('/').filter(Boolean).length > 2) return [];
    const total = pageArticles(inSection(previews, scope.section), { category: scope.category, page: 1 }).TotalNumPages;
    const category = scope.category ? path.split('/').filter(Boolean)[1]! : ALL_CATEGORIES;
    return Array.from({ length: Math.max(1, total) }, (_, index) => ({
      section: scope.section,
      category,
      page: String(index + 1),
    }));
  });
}
