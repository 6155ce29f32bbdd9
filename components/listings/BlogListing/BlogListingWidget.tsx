import type { WidgetProps } from '../../types';
import type { RenderContext } from '@/lib/render/context';
import { textParam } from '@/lib/render/params';
import { getBlogArticles } from '@/lib/blog/data';
import { inSection, listingScope, pageArticles } from '@/lib/blog/listing';
import { categoryKey, categorySlug } from '@/lib/blog/sections';
import { categoryName, previewForLocale, sectionName } from '@/lib/blog/display';
import { DEFAULT_LOCALE, localizedPath } from '@/lib/i18n/locales';
import { logBlogException } from '@/lib/blog/log';
import { listingPageOf } from '@/lib/blog/listing-page';
import type { BlogPostPreview, PagedResult } from '@/lib/blog/types';
import { Section } from '../../shared/Section';
import { BlogListing, type BlogListingLabels } from './BlogListing';

export function listingLabels(t: RenderContext['t'], locale: string = DEFAULT_LOCALE): BlogListingLabels {
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
    dateLocale: locale,
    noArticles: t('blog.no-articles'),
    errorLoading: t('blog.error-loading-page'),
    tryAgain: t('blog.try-again'),
  };
}

function listingCategoryFirst(categories: readonly string[], category: string): string[] {
  const key = categoryKey(category);
  return [
    ...categories.filter((name) => categoryKey(name) === key),
    ...categories.filter((name) => categoryKey(name) !== key),
  ];
}

/**
 * CMS layer of the blog listing: section and category come from the page path, the page number from the listing
 * route (lib/blog/listing-page.ts). When the posts cannot be loaded it shows the error message, logged.
 */
export async function BlogListingWidget({ component, context, nested }: WidgetProps) {
  const scope = listingScope(context.path);
  if (!scope) return null;
  const { locale, t } = context;
  // In another locale only the listings that locale has are offered (no link leads to a 404).
  const offered = (path: string) =>
    locale === DEFAULT_LOCALE || context.pages.some((candidate) => candidate.path === path);
  const address = (path: string) => localizedPath(path, locale);
  const sectionPath = `/${scope.section}`;
  const basePath = scope.category ? `${sectionPath}/${categorySlug(scope.category)}` : sectionPath;
  const page = listingPageOf(component);
  let result: PagedResult | undefined;
  try {
    const articles = await getBlogArticles(context.preview, false, locale);
    const paged = pageArticles(
      inSection(
        articles.map((article) => article.preview),
        scope.section,
      ),
      { category: scope.category, page },
    );
    // A card names its category: in a category's listing, that one (a post may be filed under several).
    const shown = (preview: BlogPostPreview) =>
      previewForLocale(
        scope.category ? { ...preview, Categories: listingCategoryFirst(preview.Categories, scope.category) } : preview,
        locale,
        t,
      );
    result = {
      ...paged,
      FeaturedArticle: paged.FeaturedArticle && shown(paged.FeaturedArticle),
      Articles: paged.Articles.map(shown),
    };
  } catch (error) {
    logBlogException('BlogListing', 'getBlogArticles', error);
  }
  const filters = (result?.Categories ?? [])
    .filter((category) => offered(`${sectionPath}/${categorySlug(category)}`))
    .map((category) => ({
      label: categoryName(t, category),
      href: address(`${sectionPath}/${categorySlug(category)}`),
      active: categoryKey(category) === scope.category,
    }));
  const common = {
    basePath: address(basePath),
    allHref: offered(sectionPath) ? address(sectionPath) : undefined,
    filters,
    page,
    labels: listingLabels(t, locale),
    anchor: textParam(component, 'anchor'),
  };
  return (
    <Section nested={nested}>
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${sectionName(t, scope.section)} ${t('blog.rss')}`}
        href={`${sectionPath}/feed.xml`}
      />
      {result ? <BlogListing {...common} status="ok" result={result} /> : <BlogListing {...common} status="error" />}
    </Section>
  );
}
