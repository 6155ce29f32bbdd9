import { localize, type EntryData, type RootComponentInstance } from '@uniformdev/canvas';
import { DEFAULT_LOCALE } from '../i18n/locales';

/**
 * Uniform's localization model, read with the SDK's own `localize`: a localizable parameter or field holds
 * `locales: {"en-US": …, "es-US": …}` instead of `value`, and a composition or entry lists the locales it is enabled
 * for in `_locales`. Uniform's API localizes what it answers when asked with `locale`; content/ is stored with every
 * locale's values, so the local source localizes here, as the API would.
 */
interface Localizable {
  _locales?: unknown;
}

/**
 * Whether a composition or entry is offered in a locale: listed in its `_locales`. One that lists none (stored before
 * the site had a second locale) is the default locale's alone.
 */
export function availableIn(item: object, locale: string): boolean {
  const stored = (item as Localizable)._locales;
  const locales = Array.isArray(stored) ? stored : [];
  return locales.length ? locales.includes(locale) : locale === DEFAULT_LOCALE;
}

/** A copy of a composition with one locale's values (the SDK's `localize` changes what it is given). */
export function localizedComposition<T extends RootComponentInstance>(composition: T, locale: string): T {
  const copy = structuredClone(composition);
  localize({ nodes: copy, locale });
  return copy;
}

export function localizedEntry<T extends object>(entry: T, locale: string): T {
  const copy = structuredClone(entry);
  localize({ nodes: copy as unknown as EntryData, locale });
  return copy;
}
