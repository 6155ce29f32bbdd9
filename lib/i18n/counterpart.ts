import { localizedPath, splitLocalePath, type SiteLocale } from './locales';

/** The other language a page offers: its locale, its name in that language, and the content paths it has pages for. */
export interface LanguageChoice {
  locale: SiteLocale;
  label: string;
  paths: readonly string[];
}

/** The segment of the addresses the front door renders a personalized page under (`/_pz/<key>/<path>`). */
const VARIANT_PREFIX = /^\/_pz\/[^/]*/;

/**
 * Where the language switch leads from an address: the same page in the other language when it exists there, else the
 * nearest section index above it that does (`/insurance/umbrella` → `/es/insurance`), else that language's home page.
 */
export function counterpartPath(pathname: string, choice: Pick<LanguageChoice, 'locale' | 'paths'>): string {
  const { path } = splitLocalePath(pathname.replace(VARIANT_PREFIX, '') || '/');
  const available = new Set(choice.paths);
  const segments = path.split('/').filter(Boolean);
  for (let depth = segments.length; depth > 0; depth -= 1) {
    const candidate = `/${segments.slice(0, depth).join('/')}`;
    if (available.has(candidate)) return localizedPath(candidate, choice.locale);
  }
  return localizedPath('/', choice.locale);
}
