import { siteOrigin } from '@/lib/seo/canonical';
import { REQUEST_A_QUOTE_PATH } from '@/lib/constants';
import { BLOG_SECTIONS, categorySlug, isBlogSection, type BlogSection } from '@/lib/blog/sections';
import type { BlogArticle } from '@/lib/blog/types';
import type { PageIndexEntry } from '@/lib/content';
import { articleMetadata, articleStaticParams, loadArticle, type ArticleParams } from '@/lib/page/load-article';
import { requestReadMode } from '@/lib/page/load-page';
import { articleContents, BlogBlocks } from '@/components/listings/BlogPost/BlogBlocks';
import { TableOfContents } from '@/components/layout/TableOfContents';
import { BlogPost } from '@/components/listings/BlogPost/BlogPost';
import { entryAsComponent, EntryMarkers, entryText } from '@/lib/editing/editable-entry';
import { BLOG_POST_TYPE } from '@/lib/blog/entries';
import { categoryName, previewForLocale, sectionName as nameOfSection } from '@/lib/blog/display';
import { DEFAULT_LOCALE, localizedPath, type SiteLocale } from '@/lib/i18n/locales';
import { JsonLd } from './JsonLd';

type Props = { params: Promise<ArticleParams> };

/** A content path at its address in the locale when the locale has that page, else the default locale's address. */
function pageHref(path: string, pages: readonly PageIndexEntry[], locale: SiteLocale): string {
  return pages.some((page) => page.path === path) ? localizedPath(path, locale) : path;
}

/**
 * The listings an article sits in, up its breadcrumb trail: its section, then its category. In another locale only
 * the listings that locale has (no trail leads to a 404): the category of its address, else another of its
 * categories with a listing there.
 */
function articleListings(
  article: BlogArticle,
  pages: readonly PageIndexEntry[],
  t: (key: string) => string,
  locale: SiteLocale,
): { label: string; href: string }[] {
  if (!isBlogSection(article.section)) return [];
  const section = article.section;
  const sectionPath = `/${section}`;
  const known = BLOG_SECTIONS[section].categories.map((name) => categorySlug(name));
  const listing = (slug: string) => ({ label: categoryName(t, slug), href: `${sectionPath}/${slug}` });
  const sectionLink = { label: nameOfSection(t, section), href: sectionPath };
  if (locale === DEFAULT_LOCALE) {
    return [sectionLink, ...(known.includes(article.category) ? [listing(article.category)] : [])];
  }
  const inLocale = (path: string) => pages.some((page) => page.path === path);
  const categories = [article.category, ...article.preview.Categories.map(categorySlug)].filter((slug) =>
    known.includes(slug),
  );
  const category = categories.find((slug) => inLocale(`${sectionPath}/${slug}`));
  return [...(inLocale(sectionPath) ? [sectionLink] : []), ...(category ? [listing(category)] : [])].map((link) => ({
    ...link,
    href: localizedPath(link.href, locale),
  }));
}

/** An article loaded by lib/page/load-article.ts: the post, its share links and its structured data. */
export function ArticleView({
  article: stored,
  settings,
  context,
  jsonLd,
  related,
}: Awaited<ReturnType<typeof loadArticle>>) {
  const { t, locale } = context;
  // As the page's locale shows it: its address under the locale's prefix, its categories by name.
  const article = { ...stored, preview: previewForLocale(stored.preview, locale, t) };
  const address = `${siteOrigin(settings.siteHost)}${article.preview.Url}`;
  const shareItems = article.socialShareLinks.map((link) => ({
    id: link.id,
    label: link.label,
    href: link.shareUrl ? `${link.shareUrl}${encodeURIComponent(address)}` : undefined,
    iconUrl: link.iconUrl,
  }));
  const labels = {
    added: t('blog.added'),
    by: t('blog.by'),
    share: t('share.label'),
    copied: t('share.copied'),
    newTab: t('blog.new-tab'),
    print: t('blog.print'),
    dateLocale: locale,
  };
  const toc = articleContents(article.blocks);
  const listings = articleListings(stored, context.pages, t, locale);
  const around = {
    breadcrumbLabel: t('blog.breadcrumb'),
    trail: listings,
    relatedHeading: t('blog.related').replace('{section}', listings[0]?.label ?? article.section),
    related: related.map((other) => ({
      title: other.preview.Title,
      href: localizedPath(other.preview.Url, locale),
      date: other.preview.PublishedDate,
    })),
    back: {
      label: t('blog.back').replace('{section}', listings[0]?.label ?? article.section),
      href: listings[0]?.href ?? localizedPath('/', locale),
    },
    closing: {
      heading: t('blog.closing-heading'),
      text: t('blog.closing-text'),
      cta: { label: t('blog.closing-cta'), href: pageHref(REQUEST_A_QUOTE_PATH, context.pages, locale) },
    },
    dateLocale: locale,
  };
  // In the canvas the blog post entry is edited in place: its markers around the article, its title and author editable.
  const { author } = article;
  const entry = entryAsComponent(
    { id: article.preview.EntryID, type: BLOG_POST_TYPE },
    {
      title: article.preview.Title,
      ...(author ? { authorName: author.nameOfAuthor } : {}),
      ...(author?.title ? { authorTitle: author.title } : {}),
    },
  );
  return (
    <EntryMarkers entry={entry} editing={context.editing}>
      <BlogPost
        article={article}
        title={entryText(entry, 'title', context.editing)}
        authorName={entryText(entry, 'authorName', context.editing)}
        authorTitle={entryText(entry, 'authorTitle', context.editing)}
        shareItems={shareItems}
        labels={labels}
        around={around}
        contents={toc.length ? <TableOfContents label={t('toc.label')} links={toc} /> : null}
        body={<BlogBlocks blocks={article.blocks} context={context} anchors={new Map(toc.map((e) => [e.key, e.id]))} />}
      />
      <JsonLd data={jsonLd} />
    </EntryMarkers>
  );
}

async function ArticlePage({ section, params, locale }: Props & { section: BlogSection; locale: SiteLocale }) {
  return <ArticleView {...await loadArticle(section, await params, await requestReadMode(), locale)} />;
}

/**
 * The route exports of a section's article pages (/{section}/{category}/{slug}) in a locale, re-exported by its
 * page.tsx: `/es/…` prerenders the articles enabled for Spanish, any other is a 404 there.
 */
export function articleRoute(section: BlogSection, locale: SiteLocale = DEFAULT_LOCALE) {
  return {
    generateStaticParams: () => articleStaticParams(section, locale),
    generateMetadata: async ({ params }: Props) =>
      articleMetadata(section, await params, await requestReadMode(), locale),
    Page: (props: Props) => <ArticlePage section={section} locale={locale} {...props} />,
  };
}
