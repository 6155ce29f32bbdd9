import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getProjectMap, getSiteSettings, getTranslations, type PageIndexEntry } from '@/lib/content';
import { getArticle, getSectionArticles } from '@/lib/blog/data';
import { blogPostingJsonLd } from '@/lib/blog/jsonld';
import type { BlogSection } from '@/lib/blog/sections';
import type { BlogArticle } from '@/lib/blog/types';
import { siteOrigin } from '@/lib/canonical';
import { breadcrumbJsonLd, serializeJsonLd } from '@/lib/jsonld';
import { buildMetadata } from '@/lib/metadata';
import { createRenderContext } from '@/lib/render/context';
import { BlogBlocks } from './BlogBlocks';
import { BlogPost } from './BlogPost';

export type ArticleParams = { params: Promise<{ category: string; slug: string }> };

/** Every internal article of a section, for generateStaticParams (nothing else is a page: dynamicParams is off). */
export async function articleStaticParams(section: BlogSection) {
  const articles = await getSectionArticles(section);
  return articles.filter((article) => article.section === section).map(({ category, slug }) => ({ category, slug }));
}

async function load(section: BlogSection, props: ArticleParams): Promise<BlogArticle> {
  const { category, slug } = await props.params;
  const article = await getArticle(section, category, slug);
  if (!article) notFound();
  return article;
}

/** The article as a page index entry, so breadcrumbs and metadata treat it like any other page. */
function articlePage(article: BlogArticle, brandName: string): PageIndexEntry {
  return {
    entryID: article.preview.EntryID,
    breadcrumb: article.preview.Title,
    path: article.preview.Url,
    seoTitle: `${article.preview.Title} | ${brandName}`,
    seoDescription: article.preview.Description,
    hideOnSitemapXml: false,
    hideOnSitemapHtml: true,
    sitemapTitle: article.preview.Title,
  };
}

export async function articleMetadata(section: BlogSection, props: ArticleParams): Promise<Metadata> {
  const [article, settings] = await Promise.all([load(section, props), getSiteSettings()]);
  const metadata = buildMetadata({ page: articlePage(article, settings.brandName), settings, ogType: 'article' });
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: article.preview.PublishedDate,
      modifiedTime: article.modifiedDate,
      authors: article.author ? [article.author.nameOfAuthor] : undefined,
    },
  };
}

export async function ArticlePage({ section, ...props }: ArticleParams & { section: BlogSection }) {
  const [article, settings, pages, translations] = await Promise.all([load(section, props), getSiteSettings(), getProjectMap(), getTranslations()]);
  const context = createRenderContext({ settings, pages, translations, path: article.preview.Url });
  const address = `${siteOrigin(settings.siteHost)}${article.preview.Url}`;
  const shareItems = article.socialShareLinks.map((link) => ({
    id: link.id,
    label: link.linkTitle,
    href: link.linkUrl ? `${link.linkUrl}${encodeURIComponent(address)}` : undefined,
    iconUrl: link.iconFileUrl,
  }));
  const labels = { added: context.t('blog.added'), by: context.t('blog.by'), share: context.t('share.label'), copied: context.t('share.copied'), newTab: context.t('blog.new-tab') };
  const jsonLd = [blogPostingJsonLd(article, settings), breadcrumbJsonLd(articlePage(article, settings.brandName), pages, settings.siteHost)];
  return (
    <>
      <BlogPost article={article} shareItems={shareItems} labels={labels} body={<BlogBlocks blocks={article.blocks} context={context} />} />
      {jsonLd.map((data) => (
        <script key={data['@type']} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </>
  );
}
