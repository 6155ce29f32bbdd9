import type { MetadataRoute } from 'next';
import { getProjectMap, getSiteSettings } from '@/lib/content';
import { buildXmlSitemap } from '@/lib/seo/xml-sitemap';
import { getBlogArticles } from '@/lib/blog/data';
import { articleSitemapUrls } from '@/lib/blog/sitemap';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, settings, articles, spanish, spanishArticles] = await Promise.all([
    getProjectMap(),
    getSiteSettings(),
    getBlogArticles(),
    getProjectMap(false, 'es-US'),
    getBlogArticles(false, false, 'es-US'),
  ]);
  const articleUrls = articleSitemapUrls(articles, settings.siteHost, [{ locale: 'es-US', articles: spanishArticles }]);
  return buildXmlSitemap(pages, settings.siteHost, articleUrls, [{ locale: 'es-US', pages: spanish }]);
}
