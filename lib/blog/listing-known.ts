import { listingPageParams } from './listing-pages';
import { LISTING_ROUTE } from './rewrites';
import { settings } from '../settings';
import { LOCALES, localePrefix } from '../i18n/locales';

let prerendered: Promise<Set<string>> | undefined;

/**
 * Whether a listing page (`[/es]/listing-page/{section}/{category}/{n}`) is one to render. With a live content source a
 * page added after the build renders on demand (a page past the last is a 404, never stored); with the embedded
 * content only the pages the build prerendered exist, so no page number an attacker tries writes a cache entry.
 */
export async function isListingPageKnown(target: string): Promise<boolean> {
  if (settings.readsFromUniform()) return true;
  prerendered ??= Promise.all(
    LOCALES.map(async (locale) =>
      (await listingPageParams(false, locale)).map(
        ({ section, category, page }) => `${localePrefix(locale)}${LISTING_ROUTE}/${section}/${category}/${page}`,
      ),
    ),
  ).then((targets) => new Set(targets.flat()));
  return (await prerendered).has(target);
}
