import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getSiteSettings, getTranslations } from '@/lib/content';
import { buildMetadata } from '@/lib/seo/metadata';
import { QUERY_ALIASES } from '@/lib/constants';
import { readPageNumber, readQuery } from '@/lib/routing/query';
import { getSearchIndex } from '@/lib/search/data';
import { OVER_BUDGET, searchRequest, takeSearch } from '@/lib/search/budget';
import { searchSite } from '@/lib/search/search-index';
import { SearchResults, type SearchResultsLabels } from '@/components/listings/SiteSearch/SearchResults';

import { DEFAULT_LOCALE, localizedPath, type SiteLocale } from '@/lib/i18n/locales';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const SEARCH_PATH = '/search';

function searchLabels(t: (key: string) => string, locale: SiteLocale): SearchResultsLabels {
  return {
    label: t('search.label'),
    button: t('search.button'),
    action: localizedPath(SEARCH_PATH, locale),
    title: t('search.title'),
    resultsCount: t('search.results-count'),
    resultsCountOne: t('search.results-count-one'),
    noResults: t('search.no-results'),
    kinds: { page: t('search.kind-page'), article: t('search.kind-article'), glossary: t('search.kind-glossary') },
    navigation: t('pager.label'),
    previous: t('pager.previous'),
    next: t('pager.next'),
    page: t('pager.page'),
  };
}

/** Kept out of search engines; its canonical address carries no query. */
async function searchMetadata(locale: SiteLocale): Promise<Metadata> {
  const [settings, translations] = await Promise.all([getSiteSettings(false, locale), getTranslations(false, locale)]);
  const page = {
    path: SEARCH_PATH,
    seoTitle: translations['search.title'] ?? 'Search',
    seoDescription: translations['search.description'] ?? '',
  };
  return buildMetadata({ page, settings, noIndex: true, locale });
}

/**
 * Site search in a locale (`/search`, `/es/search`): that locale's pages and posts, its words. The one page rendered
 * on demand (its query is the visitor's). `q` or `searchterm`, any case.
 */
async function SearchPage({ locale, ...props }: Props & { locale: SiteLocale }) {
  const params = await props.searchParams;
  const translations = await getTranslations(false, locale);
  const t = (key: string) => translations[key] ?? key;
  const labels = searchLabels(t, locale);
  // A first visit gets the form alone; any phrase, refused or not, takes a token from the client's search budget
  // (lib/search/budget.ts); past it, a message and no search. A refusal is docs/behaviour.md#validation's message.
  const headerList = await headers();
  const request = await searchRequest(readQuery(params, QUERY_ALIASES.searchTerm), () => takeSearch(headerList));
  if (request.kind === 'form') return <SearchResults phrase="" labels={labels} />;
  if (request.kind === 'refused')
    return <SearchResults phrase={request.phrase} message={t(request.message)} labels={labels} />;
  if (request.kind === 'over-budget') {
    const message = translations[OVER_BUDGET.key] ?? OVER_BUDGET.fallback;
    return <SearchResults phrase={request.phrase} message={message} labels={labels} />;
  }
  const results = searchSite(await getSearchIndex(locale), request.phrase, readPageNumber(params));
  return <SearchResults phrase={request.phrase} results={results} labels={labels} />;
}

/** The search route's exports in a locale, re-exported by its page.tsx. */
export function searchRoute(locale: SiteLocale = DEFAULT_LOCALE) {
  return {
    generateMetadata: () => searchMetadata(locale),
    Page: (props: Props) => <SearchPage locale={locale} {...props} />,
  };
}
