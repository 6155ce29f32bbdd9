import type { MetadataRoute } from 'next';
import { getProjectMap, getSiteSettings } from '@/lib/content';
import { buildXmlSitemap } from '@/lib/xml-sitemap';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, settings] = await Promise.all([getProjectMap(), getSiteSettings()]);
  return buildXmlSitemap(pages, settings.siteHost);
}
