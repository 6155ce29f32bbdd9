import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { PageIndexEntry } from '../content';
import { getArticle, getSectionArticles } from '../blog/data';
import { blogPostingJsonLd } from '../blog/jsonld';
import type { BlogSection } from '../blog/sections';
import type { BlogArticle } from '../blog/types';
import { getSiteSettings } from '../content';
import { breadcrumbJsonLd } from '../seo/jsonld';
import { buildMetadata } from '../seo/metadata';
import { loadFrame } from './load-page';
import type { ReadMode } from './read-mode';

export type ArticleParams = { category: string; slug: string };

/** Every internal article of a section at build time, for generateStaticParams (later ones render on demand). */
export async function articleStaticParams(section: BlogSection): Promise<ArticleParams[]> {
  const articles = await getSectionArticles(section);
  return articles.filter((article) => article.section === section).map(({ category, slug }) => ({ category, slug }));
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

const RELATED_COUNT = 3;

/**
 * Three articles to read next, never the article itself: the newest of the same category, then the newest of the
 * section. Compared by entry id: the article and the section's list are separate reads.
 */
export function relatedArticles(article: BlogArticle, sectionArticles: BlogArticle[]): BlogArticle[] {
  const others = sectionArticles.filter(
    (other) => other.preview.EntryID !== article.preview.EntryID && other.section === article.section,
  );
  const sameCategory = others.filter((other) => other.category === article.category);
  return [...sameCategory, ...others.filter((other) => other.category !== article.category)].slice(0, RELATED_COUNT);
}

/** An article page: 404 for an unknown article, then the frame every page renders with. */
export async function loadArticle(section: BlogSection, params: ArticleParams, mode: ReadMode) {
  const article = await getArticle(section, params, mode.preview, mode.editing);
  if (!article) notFound();
  const frame = await loadFrame(article.preview.Url, mode);
  const { settings, pages } = frame;
  const breadcrumb = breadcrumbJsonLd(articlePage(article, settings.brandName), pages, settings.siteHost);
  const jsonLd = [blogPostingJsonLd(article, settings), breadcrumb];
  return { ...frame, article, jsonLd, related: relatedArticles(article, await getSectionArticles(section)) };
}

/** An article's metadata (never notFound(), for the reason given at pageMetadata). */
export async function articleMetadata(section: BlogSection, params: ArticleParams, mode: ReadMode): Promise<Metadata> {
  const [article, settings] = await Promise.all([
    getArticle(section, params, mode.preview, mode.editing),
    getSiteSettings(mode.preview),
  ]);
  if (!article) return {};
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
