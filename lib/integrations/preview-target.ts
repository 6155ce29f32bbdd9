import { isSiteLocale, localizedPath, withoutLocalePrefix } from '../i18n/locales';
import {
  IN_CONTEXT_EDITOR_PLAYGROUND_QUERY_STRING_PARAM,
  IN_CONTEXT_EDITOR_QUERY_STRING_PARAM,
  isAllowedReferrer,
  SECRET_QUERY_STRING_PARAM,
} from '@uniformdev/canvas';
import { safeInternalPath } from './safe-path';
import { SITE_PART_PARAM, SITE_PARTS, type SitePart } from '../editing/request-mode';

/** What names the page in the canvas's preview URL: not passed on to it (as the SDK's handler treats them). */
const ADDRESSING = ['id', 'path', 'slug', 'locale'];
const EDITING_FLAGS = [IN_CONTEXT_EDITOR_QUERY_STRING_PARAM, IN_CONTEXT_EDITOR_PLAYGROUND_QUERY_STRING_PARAM];

/** The page whose shell shows a site part (the header or footer composition) open in the canvas. */
export const SITE_PART_SHELL = '/';

/**
 * The site part a preview request names: the header's or footer's slug (with or without its leading slash), or the
 * id of either composition (`partIds`, read by the caller).
 */
export function previewSitePart(
  query: URLSearchParams,
  partIds: Partial<Record<SitePart, string>>,
): SitePart | undefined {
  const slug = query.get('slug')?.replace(/^\//, '');
  const id = query.get('id');
  return (Object.keys(SITE_PARTS) as SitePart[]).find(
    (part) => (slug && SITE_PARTS[part] === slug) || (id && partIds[part] === id),
  );
}

/**
 * The page a preview request names: its `path`, else its `slug` (an entry or playground `page` when given), at its
 * address in the canvas's `locale` (`/es/…` for es-US; the SDK's handler passes the locale on the same way).
 */
export function previewPage(query: URLSearchParams): string | null {
  const locale = query.get('locale');
  const inLocale = (page: string | null) =>
    page && isSiteLocale(locale) ? localizedPath(withoutLocalePrefix(page), locale) : page;
  const path = query.get('path');
  if (path) return inLocale(safeInternalPath(path));
  // A composition's slug may be written without its leading slash; an address with a scheme is never a slug.
  const slug = query.get('slug');
  if (!slug || /^[a-z][a-z\d+.-]*:/i.test(slug)) return null;
  return inLocale(safeInternalPath(slug.startsWith('/') ? slug : `/${slug}`));
}

/**
 * Contextual editing, as the SDK's handler decides it: asked for, and sent from the canvas (a Uniform host, or this
 * site's configured canvas origin). Anywhere else the editing flags are dropped and the page previews plainly.
 */
export function isCanvasEditing(query: URLSearchParams, referrer: string | null, canvasOrigin: string): boolean {
  if (query.get(IN_CONTEXT_EDITOR_QUERY_STRING_PARAM) !== 'true' || !referrer) return false;
  if (isAllowedReferrer(referrer)) return true;
  try {
    return new URL(referrer).origin === canvasOrigin;
  } catch {
    return false;
  }
}

/**
 * Where the preview route sends the browser, as the official handler builds it (`canvas-next-rsc`'s
 * createPreviewGETRouteHandler): the page with every other parameter of the request passed on (`releaseId`,
 * the canvas's own flags), never the secret or the page's address (`id`, `path`, `slug`, `locale`); `id` kept for
 * the playground; the editing flags only when `editing`, with the site part the canvas has open (`sitePart`).
 */
export function previewLocation(
  page: string,
  query: URLSearchParams,
  { editing, playground, sitePart }: { editing: boolean; playground: boolean; sitePart?: SitePart },
): string {
  const target = new URL(page, 'http://site.invalid');
  for (const [name, value] of query) {
    if (name === SECRET_QUERY_STRING_PARAM || ADDRESSING.includes(name)) continue;
    if (!editing && EDITING_FLAGS.includes(name)) continue;
    target.searchParams.append(name, value);
  }
  if (playground) target.searchParams.set('id', query.get('id') ?? '');
  if (editing && sitePart) target.searchParams.set(SITE_PART_PARAM, sitePart);
  return `${target.pathname}${target.search}${target.hash}`;
}
