/**
 * The site's locales, as Uniform's own localization model holds them (`content/locale/<code>.json`): English is the
 * default at the unprefixed addresses, each other locale lives under its own path prefix. A page is offered in a
 * locale only when its composition and page index entry are enabled for it (`_locales`), so no page mixes languages.
 */
export const DEFAULT_LOCALE = 'en-US';
export const LOCALES = ['en-US', 'es-US'] as const;
export type SiteLocale = (typeof LOCALES)[number];

/** The first path segment of each locale's addresses (none for the default). */
const PREFIXES: Record<SiteLocale, string> = { 'en-US': '', 'es-US': 'es' };

/** The short language code crawlers read in `hreflang` and the language switch shows. */
export const HREFLANG: Record<SiteLocale, string> = { 'en-US': 'en-US', 'es-US': 'es-US' };

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale whose prefix is this path segment (`es` → es-US), or undefined. */
export function localeOfPrefix(segment: string | undefined): SiteLocale | undefined {
  if (!segment) return undefined;
  return LOCALES.find((locale) => PREFIXES[locale] === segment && PREFIXES[locale] !== '');
}

/** A site path split into its locale and the content path (`/es/claims` → es-US, `/claims`). */
export function splitLocalePath(path: string): { locale: SiteLocale; path: string } {
  const [first, ...rest] = path.split('/').filter(Boolean);
  const locale = localeOfPrefix(first);
  if (!locale) return { locale: DEFAULT_LOCALE, path: path || '/' };
  return { locale, path: `/${rest.join('/')}` };
}

/** The address of a content path in a locale (`/claims`, es-US → `/es/claims`; `/`, es-US → `/es`). */
export function localizedPath(path: string, locale: SiteLocale): string {
  const prefix = PREFIXES[locale];
  if (!prefix) return path;
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}

/** The path prefix of a locale's addresses, `''` for the default (for rules that strip it, such as the bot check's). */
export function localePrefix(locale: SiteLocale): string {
  const prefix = PREFIXES[locale];
  return prefix ? `/${prefix}` : '';
}

/** Strips any locale prefix from a path (`/es/contact-us` → `/contact-us`). */
export function withoutLocalePrefix(path: string): string {
  return splitLocalePath(path).path;
}
