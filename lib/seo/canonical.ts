import { PLACEHOLDER_SITE_HOST } from '../constants';

/** The site's origin without a trailing slash; the placeholder host when none is configured (docs/behaviour.md#validation). */
export function siteOrigin(siteHost: string | undefined): string {
  const host = (siteHost ?? '').trim().replace(/\/+$/, '');
  if (!host) return PLACEHOLDER_SITE_HOST;
  return /^https?:\/\//i.test(host) ? host : `https://${host}`;
}

/** Collapses repeated slashes, drops query and hash, and strips trailing slashes, semicolons, hyphens and dots. */
function cleanPath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const collapsed = `/${withoutQuery}`.replace(/\/{2,}/g, '/');
  return collapsed.replace(/[/;.-]+$/, '');
}

/**
 * Canonical URL by the rules of docs/behaviour.md#validation: the page's canonicalLink when set, otherwise site host plus path (the host
 * alone for `/`); query strings and extra slashes removed; trailing semicolons, hyphens and dots stripped.
 */
export function canonicalUrl(input: { path: string; canonicalLink?: string; siteHost?: string }): string {
  const link = input.canonicalLink?.trim();
  if (link && /^https?:\/\//i.test(link)) {
    const url = new URL(link);
    return `${url.origin}${cleanPath(url.pathname)}`;
  }
  return `${siteOrigin(input.siteHost)}${cleanPath(link || input.path)}`;
}
