import 'server-only';
import { cache } from 'react';
import { getEntries } from '../content';
import { BLOG_POST_TYPE, toBlogArticle } from './entries';
import { inSection, sortArticles } from './listing';
import type { BlogSection } from './sections';
import type { BlogArticle } from './types';

/**
 * Every blog post from the content source (docs/behaviour.md#outside-services: embedded static data), newest first;
 * in the canvas editor (`editing`) each with its unsaved changes. Throws when it fails.
 */
export const getBlogArticles = cache(
  async (preview: boolean = false, editing: boolean = false, locale?: string): Promise<BlogArticle[]> => {
    // In a locale other than the default, only the posts enabled for it (`_locales`): no page mixes languages.
    const entries = await getEntries(BLOG_POST_TYPE, preview, editing, locale);
    const articles = entries.map(toBlogArticle);
    const order = sortArticles(articles.map((article) => article.preview));
    return order.map((preview) => articles.find((article) => article.preview === preview)!);
  },
);

/** The internal articles of a section (those with their own page) in a locale, newest first. */
export async function getSectionArticles(section: BlogSection, locale?: string): Promise<BlogArticle[]> {
  const articles = await getBlogArticles(false, false, locale);
  const previews = new Set(
    inSection(
      articles.map((article) => article.preview),
      section,
    ),
  );
  return articles.filter((article) => previews.has(article.preview));
}

export async function getArticle(
  section: string,
  { category, slug }: { category: string; slug: string },
  preview: boolean = false,
  editing: boolean = false,
  locale?: string,
): Promise<BlogArticle | undefined> {
  const articles = await getBlogArticles(preview, editing, locale);
  return articles.find(
    (article) => article.section === section && article.category === category && article.slug === slug,
  );
}
