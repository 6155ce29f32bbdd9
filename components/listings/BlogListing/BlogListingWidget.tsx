import type { WidgetProps } from '../../types';
import type { RenderContext } from '@/lib/render/context';
import { textParam } from '@/lib/render/params';
import { getBlogArticles } from '@/lib/blog/data';
import { inSection, listingScope, pageArticles } from '@/lib/blog/listing';
import { BLOG_SECTIONS, categoryKey, categorySlug } from '@/lib/blog/sections';
import { logBlogException } from '@/lib/blog/log';
import { listingPageOf } from '@/lib/blog/listing-page';
import type { PagedResult } from '@/lib/blog/types';
import { Section } from '../../shared/Section';
import { BlogListing, type BlogListingLabels } from './BlogListing';

export function listingLabels(t: RenderContext['t']): BlogListingLabels {
  return {
    filterBy: t('blog.filter-by'),
    all: t('blog.all'),
    showAll: t('blog.show-all'),
    navigation: t('blog.pagination'),
    previous: t('pager.previous'),
    next: t('pager.next'),
    page: t('pager.page'),
    newTab: t('blog.new-tab'),
    featured: t('blog.featured'),
    noArticles: t('blog.no-articles'),
    errorLoading: t('blog.error-loading-page'),
    tryAgain: t('blog.try-again'),
  };
}

/** Category labels as written in the section's list ('loss control' → 'Loss control'). */
function categoryLabel(section: keyof typeof BLOG_SECTIONS, category: string): string {
  const known = BLOG_SECTIONS[section].categories.find((name) => categoryKey(name) === categoryKey(category));
  return known ?? category.charAt(0).toUpperCase() + category.slice(1);
}

/**
 * CMS layer of the blog listing: section and category come from the page path, the page number from the listing
 * route (lib/blog/listing-page.ts). When the posts cannot be loaded it shows the error message, logged.
 */
export async function BlogListingWidget({ component, context, nested }: WidgetProps) {
  const scope = listingScope(context.path);
  if (!scope) return null;
  const sectionPath = `/${scope.section}`;
  const basePath = scope.category ? `${sectionPath}/${categorySlug(scope.category)}` : sectionPath;
  const page = listingPageOf(component);
  let result: PagedResult | undefined;
  try {
    const articles = await getBlogArticles(context.preview, false, context.locale);
    result = pageArticles(
      inSection(
        articles.map((article) => article.preview),
        scope.section,
      ),
      { category: scope.category, page },
    );
  } catch (error) {
    logBlogException('BlogListing', 'getBlogArticles', error);
  }
  const filters = (result?.Categories ?? []).map((category) => ({
    label: categoryLabel(scope.section, category),
    href: `${sectionPath}/${categorySlug(category)}`,
    active: categoryKey(category) === scope.category,
  }));
  const common = {
    basePath,
    allHref: sectionPath,
    filters,
    page,
    labels: listingLabels(context.t),
    anchor: textParam(component, 'anchor'),
  };
  return (
    <Section nested={nested}>
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${BLOG_SECTIONS[scope.section].name} ${context.t('blog.rss')}`}
        href={`${sectionPath}/feed.xml`}
      />
      {result ? <BlogListing {...common} status="ok" result={result} /> : <BlogListing {...common} status="error" />}
    </Section>
  );
}
