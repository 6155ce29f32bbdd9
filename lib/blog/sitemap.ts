import { canonicalUrl } from '../seo/canonical';
import { DEFAULT_LOCALE, localizedPath, type SiteLocale } from '../i18n/locales';
import { languageAlternates } from '../seo/metadata';
import type { SitemapUrl } from '../seo/xml-sitemap';
import type { BlogArticle } from './types';

/** One locale's posts (the default locale's are the `articles` argument). */
export interface LocaleArticles {
  locale: SiteLocale;
  articles: readonly BlogArticle[];
}

/**
 * sitemap.xml entries for the articles that are pages of this site (external news items are not): each locale's at
 * its address there, a post in more than one language with `xhtml:link` alternates to each.
 */
export function articleSitemapUrls(
  articles: readonly BlogArticle[],
  siteHost: string,
  otherLocales: readonly LocaleArticles[] = [],
): SitemapUrl[] {
  const all: LocaleArticles[] = [{ locale: DEFAULT_LOCALE, articles }, ...otherLocales];
  const localesOf = (id: string) =>
    all
      .filter((entry) => entry.articles.some((article) => article.preview.EntryID === id))
      .map((entry) => entry.locale);
  return all.flatMap(({ locale, articles: localeArticles }) =>
    localeArticles
      .filter((article) => !article.preview.External)
      .map((article) => {
        const languages = languageAlternates(article.preview.Url, localesOf(article.preview.EntryID), siteHost);
        return {
          url: canonicalUrl({ path: localizedPath(article.preview.Url, locale), siteHost }),
          lastModified: article.modifiedDate,
          changeFrequency: 'yearly' as const,
          priority: 0.4,
          ...(languages ? { alternates: { languages } } : {}),
        };
      }),
  );
}
