import 'server-only';
import { cache } from 'react';
import type { Metadata } from 'next';
import { draftMode, headers } from 'next/headers';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import {
  getProjectMap,
  getRoute,
  getSiteSettings,
  getTranslations,
  getWithheldPages,
  type PageIndexEntry,
} from '../content';
import { EDITING_HEADER, isSitePart, SITE_PART_HEADER } from '../editing/request-mode';
import { breadcrumbJsonLd, organizationJsonLd, websiteJsonLd } from '../seo/jsonld';
import { buildMetadata } from '../seo/metadata';
import { socialPageType } from '../seo/page-type';
import type { SiteSettings } from '../content/types';
import { createRenderContext } from '../render/context';
import { getBlogArticles } from '../blog/data';
import { PUBLISHED, type ReadMode } from './read-mode';
import { DEFAULT_LOCALE, LOCALES, localizedPath, type SiteLocale } from '../i18n/locales';

export { PUBLISHED, type ReadMode } from './read-mode';

/**
 * How this request reads content, decided once per request: draft mode (Next's cookie, after /api/preview) reads
 * drafts; editing needs the canvas frame's own URL flag on this very request (the front door's header).
 */
export const requestReadMode = cache(async (): Promise<ReadMode> => {
  const { isEnabled } = await draftMode();
  if (!isEnabled) return PUBLISHED;
  const request = await headers();
  const editing = request.get(EDITING_HEADER);
  if (editing !== 'editor' && editing !== 'preview') return { preview: true, editing: false };
  const sitePart = request.get(SITE_PART_HEADER);
  return {
    preview: true,
    editing: true,
    visualEditing: editing === 'editor',
    ...(isSitePart(sitePart) ? { sitePart } : {}),
  };
});

/**
 * What every page and the layout render with: site settings, the page index and the render context. With a site part
 * open in the canvas the page renders without markers: they belong to that part alone.
 */
export async function loadFrame(path: string, mode: ReadMode, locale: SiteLocale = DEFAULT_LOCALE) {
  const [settings, pages, translations, withheld] = await Promise.all([
    getSiteSettings(mode.preview, locale),
    getProjectMap(mode.preview, locale),
    getTranslations(mode.preview, locale),
    getWithheldPages(mode.preview),
  ]);
  // The other languages' pages, for the language switch (lib/i18n/counterpart.ts).
  const others = LOCALES.filter((other) => other !== locale);
  const [otherMaps, otherArticles] = await Promise.all([
    Promise.all(others.map((other) => getProjectMap(mode.preview, other))),
    Promise.all(others.map((other) => getBlogArticles(mode.preview, false, other))),
  ]);
  const languages = others.map((other, index) => ({
    locale: other,
    // The phrase "language.other" of the page's own locale names the other language in itself ("Español", "English").
    label: translations['language.other'] ?? other,
    // Its pages and its articles (an article's counterpart is the same post in the other language).
    paths: [
      ...otherMaps[index]!.map((page) => page.path),
      ...otherArticles[index]!.filter((article) => !article.preview.External).map((article) => article.preview.Url),
    ],
  }));
  return {
    settings,
    pages,
    context: createRenderContext({
      languages,
      settings,
      pages,
      withheld,
      translations,
      path,
      locale,
      ...mode,
      editing: mode.editing && !mode.sitePart,
    }),
  };
}

/** A composition page: 404 for no path or an unknown one, the content source's redirects, then the frame. */
export async function loadPage(path: string | undefined, mode: ReadMode, locale: SiteLocale = DEFAULT_LOCALE) {
  if (!path) notFound();
  const route = await getRoute(path, mode.preview, mode.editing, locale);
  if (route.kind === 'notFound') notFound();
  if (route.kind === 'redirect') {
    if (route.status === 301 || route.status === 308) permanentRedirect(route.target);
    redirect(route.target);
  }
  const frame = await loadFrame(path, mode, locale);
  const { page, composition } = route;
  return { ...frame, page, composition, jsonLd: pageJsonLd(path, page, frame.pages, frame.settings, locale) };
}

function pageJsonLd(
  path: string,
  page: PageIndexEntry,
  pages: PageIndexEntry[],
  settings: SiteSettings,
  locale: SiteLocale,
) {
  const breadcrumb = breadcrumbJsonLd(page, pages, settings.siteHost, locale);
  return path === '/' ? [breadcrumb, organizationJsonLd(settings), websiteJsonLd(settings)] : [breadcrumb];
}

/**
 * A composition page's metadata. It never throws notFound(): Next streams metadata after the document shell, so a
 * 404 raised here would leave the HTML empty and the not-found page visible only after JavaScript runs. The page
 * itself raises it. Page N of a listing (N > 1) gets its own title.
 */
export async function pageMetadata(
  path: string | undefined,
  mode: ReadMode,
  listingPage = 1,
  locale: SiteLocale = DEFAULT_LOCALE,
): Promise<Metadata> {
  if (!path) return {};
  const [route, settings, locales, translations] = await Promise.all([
    getRoute(path, mode.preview, mode.editing, locale),
    getSiteSettings(mode.preview, locale),
    pageLocales(path, mode.preview),
    getTranslations(mode.preview, locale),
  ]);
  if (route.kind !== 'composition') return {};
  return buildMetadata({
    page: route.page,
    settings,
    ogType: socialPageType(route.composition),
    listingPage,
    pageWord: translations['pager.page'],
    locale,
    alternates: listingPage > 1 ? [] : locales,
  });
}

/** The locales a content path is a page in (its project map entry in each locale's map). */
export async function pageLocales(path: string, preview: boolean): Promise<SiteLocale[]> {
  const maps = await Promise.all(LOCALES.map((locale) => getProjectMap(preview, locale)));
  return LOCALES.filter((_, index) => maps[index]!.some((page) => page.path === path));
}

/** The address of a content path's page in each locale it exists in (the language switch, hreflang). */
export async function pageAlternates(path: string, preview: boolean) {
  return (await pageLocales(path, preview)).map((locale) => ({ locale, href: localizedPath(path, locale) }));
}
