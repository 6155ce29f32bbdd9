import { canonicalUrl, siteOrigin } from '../seo/canonical';
import type { BlogArticle } from './types';
import { DEFAULT_LOCALE, localizedPath, type SiteLocale } from '../i18n/locales';

/** BlogPosting JSON-LD for an article page (headline, dates, author, image). */
export function blogPostingJsonLd(
  article: BlogArticle,
  settings: { brandName: string; siteHost: string },
  locale: SiteLocale = DEFAULT_LOCALE,
) {
  const origin = siteOrigin(settings.siteHost);
  const url = canonicalUrl({ path: localizedPath(article.preview.Url, locale), siteHost: settings.siteHost });
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.preview.Title,
    description: article.preview.Description,
    datePublished: article.preview.PublishedDate,
    dateModified: article.modifiedDate,
    url,
    mainEntityOfPage: url,
    ...(article.preview.Image ? { image: new URL(article.preview.Image.url, origin).toString() } : {}),
    ...(article.author
      ? {
          author: {
            '@type': 'Person',
            name: article.author.nameOfAuthor,
            ...(article.author.title ? { jobTitle: article.author.title } : {}),
          },
        }
      : { author: { '@type': 'Organization', name: settings.brandName } }),
    publisher: {
      '@type': 'Organization',
      name: settings.brandName,
      logo: { '@type': 'ImageObject', url: `${origin}/images/brand/logo.png` },
    },
    articleSection: article.preview.Categories[0],
  };
}
