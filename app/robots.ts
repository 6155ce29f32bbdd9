import type { MetadataRoute } from 'next';
import { getSiteSettings } from '@/lib/content';
import { siteOrigin } from '@/lib/seo/canonical';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const settings = await getSiteSettings();
  const origin = siteOrigin(settings.siteHost);
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
