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
import { DEFAULT_LOCALE, LOCALES, type SiteLocale } from '../i18n/locales';

export type ArticleParams = { category: string; slug: string };

/**
 * Every internal article of a section enabled for a locale at build time, for generateStaticParams (later ones render
 * on demand).
 */
export async function articleStaticParams(
  section: BlogSection,
  locale: SiteLocale = DEFAULT_LOCALE,
): Promise<ArticleParams[]> {
  const articles = await getSectionArticles(section, locale);
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

/**
 * An article page in a locale: 404 for an unknown article or one not enabled for the locale (no page mixes
 * languages), then the frame every page renders with. Related articles are the locale's.
 */
export async function loadArticle(
  section: BlogSection,
  params: ArticleParams,
  mode: ReadMode,
  locale: SiteLocale = DEFAULT_LOCALE,
) {
  const article = await getArticle(section, params, mode.preview, mode.editing, locale);
  if (!article) notFound();
  const frame = await loadFrame(article.preview.Url, mode, locale);
  const { settings, pages } = frame;
  const breadcrumb = breadcrumbJsonLd(articlePage(article, settings.brandName), pages, settings.siteHost, locale);
  const jsonLd = [blogPostingJsonLd(article, settings, locale), breadcrumb];
  const related = relatedArticles(article, await getSectionArticles(section, locale));
  return { ...frame, article, jsonLd, related };
}

/** The locales an article is offered in (its entry's `_locales`), for its `hreflang` alternates. */
async function articleLocales(section: BlogSection, params: ArticleParams, preview: boolean): Promise<SiteLocale[]> {
  const found = await Promise.all(LOCALES.map((locale) => getArticle(section, params, preview, false, locale)));
  return LOCALES.filter((_, index) => found[index]);
}

/** An article's metadata (never notFound(), for the reason given at pageMetadata). */
export async function articleMetadata(
  section: BlogSection,
  params: ArticleParams,
  mode: ReadMode,
  locale: SiteLocale = DEFAULT_LOCALE,
): Promise<Metadata> {
  const [article, settings, alternates] = await Promise.all([
    getArticle(section, params, mode.preview, mode.editing, locale),
    getSiteSettings(mode.preview, locale),
    articleLocales(section, params, mode.preview),
  ]);
  if (!article) return {};
  const page = articlePage(article, settings.brandName);
  const metadata = buildMetadata({ page, settings, ogType: 'article', locale, alternates });
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
