import 'server-only';
import { getRoute, getSiteSettings } from '../content';
import { canonicalUrl, siteOrigin } from '../seo/canonical';
import { getBlogArticles } from './data';
import { inSection } from './listing';
import { buildRssFeed } from './rss';
import { BLOG_SECTIONS, type BlogSection } from './sections';

/** The RSS 2.0 response for a section's feed: its listing page's title and description, newest posts first. */
export async function sectionFeedResponse(section: BlogSection): Promise<Response> {
  const [articles, settings, route] = await Promise.all([
    getBlogArticles(),
    getSiteSettings(),
    getRoute(`/${section}`),
  ]);
  const page = route.kind === 'composition' ? route.page : undefined;
  const origin = siteOrigin(settings.siteHost);
  const xml = buildRssFeed(
    {
      title: page?.seoTitle ?? `${BLOG_SECTIONS[section].name} | ${settings.brandName}`,
      description: page?.seoDescription ?? BLOG_SECTIONS[section].name,
      link: canonicalUrl({ path: `/${section}`, siteHost: settings.siteHost }),
      selfLink: `${origin}/${section}/feed.xml`,
      origin,
    },
    inSection(
      articles.map((article) => article.preview),
      section,
    ),
  );
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
