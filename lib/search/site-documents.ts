import type { ComponentInstance, ContentEntry, PageIndexEntry } from '../content/types';
import type { BlogArticle } from '../blog/types';
import { articleDocument, compositionText, glossaryDocument, pageDocument, type SearchDocument } from './documents';
import { DEFAULT_LOCALE, localizedPath, type SiteLocale } from '../i18n/locales';

/**
 * What the index is built from, read through whichever content source is in use, in one locale: the pages and posts
 * enabled for it, with its values.
 */
export interface SiteContent {
  pages: readonly PageIndexEntry[];
  composition(path: string): Promise<ComponentInstance | undefined>;
  articles: readonly BlogArticle[];
  glossaryItems: readonly ContentEntry[];
}

const GLOSSARY_WIDGET = 'glossary';

/**
 * Every page in the XML sitemap (thank-you and access-check pages are not), every article with its own page, and
 * every glossary term, found on the page that holds the glossary widget; each at its address in `locale` (`/es/…`).
 */
export async function siteDocuments(
  content: SiteContent,
  locale: SiteLocale = DEFAULT_LOCALE,
): Promise<SearchDocument[]> {
  const listed = content.pages.filter((page) => !page.hideOnSitemapXml);
  const compositions = await Promise.all(listed.map((page) => content.composition(page.path)));
  const documents: SearchDocument[] = [];
  let glossaryPath: string | undefined;
  listed.forEach((page, position) => {
    const composition = compositions[position];
    if (!composition) return;
    documents.push(pageDocument(page, composition));
    if (compositionText(composition).types.has(GLOSSARY_WIDGET)) glossaryPath ??= page.path;
  });
  for (const article of content.articles) {
    const document = articleDocument(article);
    if (document) documents.push(document);
  }
  if (glossaryPath) documents.push(...content.glossaryItems.map((entry) => glossaryDocument(entry, glossaryPath!)));
  if (locale === DEFAULT_LOCALE) return documents;
  return documents.map((document) => ({ ...document, path: localizedPath(document.path, locale) }));
}
