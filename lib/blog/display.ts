import { DEFAULT_LOCALE, localizedPath, type SiteLocale } from '../i18n/locales';
import { BLOG_SECTIONS, categoryKey, categorySlug, type BlogSection } from './sections';
import type { BlogPostPreview } from './types';

type Translate = (key: string) => string;

/** A phrase, or the fallback when the locale has none (t answers the key itself). */
function phrase(t: Translate, key: string, fallback: string): string {
  const text = t(key);
  return text === key ? fallback : text;
}

/** A section's name in the page's language (phrase `blog.section.<slug>`; 'Learning Center', 'Centro de aprendizaje'). */
export function sectionName(t: Translate, section: BlogSection): string {
  return phrase(t, `blog.section.${section}`, BLOG_SECTIONS[section].name);
}

/** A category's name in the page's language (phrase `blog.category.<slug>`), else as the section lists it. */
export function categoryName(t: Translate, category: string): string {
  const known = Object.values(BLOG_SECTIONS)
    .flatMap((section): readonly string[] => section.categories)
    .find((name) => categoryKey(name) === categoryKey(category));
  const fallback = known ?? category.charAt(0).toUpperCase() + category.slice(1);
  return phrase(t, `blog.category.${categorySlug(category)}`, fallback);
}

/**
 * A post as a page in `locale` shows it: its address in that locale (`/es/…`) and its categories by name. Filtering
 * and paging read the stored values; only what visitors see changes.
 */
export function previewForLocale<T extends BlogPostPreview>(preview: T, locale: SiteLocale, t: Translate): T {
  return {
    ...preview,
    Url: preview.External || locale === DEFAULT_LOCALE ? preview.Url : localizedPath(preview.Url, locale),
    Categories: preview.Categories.map((category) => categoryName(t, category)),
  };
}
