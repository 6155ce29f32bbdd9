import type { PageIndexEntry, SiteSettings } from '../content/types';
import { canonicalUrl, siteOrigin } from './canonical';
import { breadcrumbTrail } from '../routing/breadcrumbs';
import { DEFAULT_LOCALE, localizedPath, type SiteLocale } from '../i18n/locales';

/** Serialises JSON-LD for a script element with `<` escaped, so content can never close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A schema.org thing named after the site, at the site's address. */
function siteThing(type: string, settings: SiteSettings) {
  const url = siteOrigin(settings.siteHost);
  return { '@context': 'https://schema.org', '@type': type, name: settings.brandName, url };
}

export function organizationJsonLd(settings: SiteSettings) {
  const agency = siteThing('InsuranceAgency', settings);
  return {
    ...agency,
    logo: `${agency.url}/images/brand/logo.png`,
    telephone: settings.phoneNumber,
    email: settings.email,
    foundingDate: String(settings.foundingYear),
    description: settings.description,
    address: settings.address,
  };
}

/** BreadcrumbList from the page's ancestors in the page index (the home page first), at the locale's addresses. */
export function breadcrumbJsonLd(
  page: PageIndexEntry,
  pages: readonly PageIndexEntry[],
  siteHost: string,
  locale: SiteLocale = DEFAULT_LOCALE,
) {
  const trail = breadcrumbTrail(page.path, pages, page);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.breadcrumb,
      item: canonicalUrl({ path: localizedPath(entry.path, locale), siteHost }),
    })),
  };
}

/** The site itself, with the SearchAction that lets search engines send a query straight to /search?q=. */
export function websiteJsonLd(settings: SiteSettings) {
  const website = siteThing('WebSite', settings);
  return {
    ...website,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${website.url}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
