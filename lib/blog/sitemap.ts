import { canonicalUrl } from '../seo/canonical';
import type { SitemapUrl } from '../seo/xml-sitemap';
import type { BlogArticle } from './types';

/** sitemap.xml entries for the articles that are pages of this site (external news items are not). */
export function articleSitemapUrls(articles: readonly BlogArticle[], siteHost: string): SitemapUrl[] {
  return articles
    .filter((article) => !article.preview.External)
    .map((article) => ({
      url: canonicalUrl({ path: article.preview.Url, siteHost }),
      lastModified: article.modifiedDate,
      changeFrequency: 'yearly' as const,
      priority: 0.4,
    }));
}
