import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getSiteSettings, getTranslations } from '@/lib/content';
import { buildMetadata } from '@/lib/metadata';
import { QUERY_ALIASES } from '@/lib/constants';
import { readPageNumber, readQuery } from '@/lib/query';
import { checkPhrase } from '@/lib/search/phrase';
import { getSearchIndex } from '@/lib/search/data';
import { OVER_BUDGET, takeSearch } from '@/lib/search/budget';
import { searchSite } from '@/lib/search/search-index';
import { SearchResults, type SearchResultsLabels } from '@/components/SiteSearch/SearchResults';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const SEARCH_PATH = '/search';

function searchLabels(t: (key: string) => string): SearchResultsLabels {
  return {
    label: t('search.label'),
    button: t('search.button'),
    title: t('search.title'),
    resultsCount: t('search.results-count'),
    noResults: t('search.no-results'),
    kinds: { page: t('search.kind-page'), article: t('search.kind-article'), glossary: t('search.kind-glossary') },
    navigation: t('pager.label'),
    previous: t('pager.previous'),
    next: t('pager.next'),
    page: t('pager.page'),
  };
}

/** Kept out of search engines; its canonical address carries no query. */
export async function generateMetadata(): Promise<Metadata> {
  const [settings, translations] = await Promise.all([getSiteSettings(), getTranslations()]);
  const page = {
    path: SEARCH_PATH,
    seoTitle: translations['search.title'] ?? 'Search',
    seoDescription: translations['search.description'] ?? '',
  };
  return buildMetadata({ page, settings, noIndex: true });
}

/** Site search: the one page rendered on demand (its query is the visitor's). `q` or `searchterm`, any case. */
export default async function SearchPage(props: Props) {
  const params = await props.searchParams;
  const translations = await getTranslations();
  const t = (key: string) => translations[key] ?? key;
  const raw = readQuery(params, QUERY_ALIASES.searchTerm);
  const labels = searchLabels(t);
  // A first visit (no phrase parameter at all) gets the form alone; an empty submission gets docs/behaviour.md#validation's message.
  if (raw === undefined) return <SearchResults phrase="" labels={labels} />;
  const check = checkPhrase(raw);
  if (!check.ok) return <SearchResults phrase={raw.trim()} message={t(check.message)} labels={labels} />;
  // Each search costs work, so each client has a budget (lib/search/budget.ts); past it, a message and no search.
  if (!(await takeSearch(await headers()))) {
    const message = translations[OVER_BUDGET.key] ?? OVER_BUDGET.fallback;
    return <SearchResults phrase={check.phrase} message={message} labels={labels} />;
  }
  const results = searchSite(await getSearchIndex(), check.phrase, readPageNumber(params));
  return <SearchResults phrase={check.phrase} results={results} labels={labels} />;
}
