import type { TextPart } from '@/lib/search/snippet';
import type { SearchPage } from '@/lib/search/search-index';
import { Pager, type PagerLabels } from '../BlogListing/Pager';
import { SearchBox, type SearchBoxLabels } from './SearchBox';
import styles from './SiteSearch.module.scss';

export interface SearchResultsLabels extends SearchBoxLabels, PagerLabels {
  title: string;
  /** "{count} results for “{phrase}”": filled as text, so the phrase is never markup. */
  resultsCount: string;
  /** The same for one result: "{count} result for “{phrase}”". */
  resultsCountOne: string;
  noResults: string;
  kinds: Record<SearchPage['hits'][number]['kind'], string>;
}

/** Matched words in <mark>, everything as text nodes. */
function Highlighted({ parts }: { parts: TextPart[] }) {
  return parts.map((part, position) =>
    // Parts never move or reorder: their position is their identity.
    part.match ? <mark key={position}>{part.text}</mark> : <span key={position}>{part.text}</span>,
  );
}

export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The results page: the form with the phrase, then a message, no results, or a page of results with the pager. */
export function SearchResults({
  phrase,
  message,
  results,
  labels,
}: {
  phrase: string;
  message?: string;
  results?: SearchPage;
  labels: SearchResultsLabels;
}) {
  return (
    <section className={styles.page}>
      <div className="container">
        <h1 className={styles.title}>{labels.title}</h1>
        <SearchBox labels={labels} defaultValue={phrase} visibleLabel className={styles.pageForm} />
        {message ? (
          <p className={`alert alert-warning ${styles.message}`} role="status">
            {message}
          </p>
        ) : null}
        {results ? (
          <>
            <p className={styles.count} role="status">
              {fillTemplate(results.total === 1 ? labels.resultsCountOne : labels.resultsCount, {
                count: results.total,
                phrase,
              })}
            </p>
            {results.total === 0 ? <p>{labels.noResults}</p> : null}
            <ol className={styles.results}>
              {results.hits.map((hit, position) => (
                <li key={`${hit.path}-${position}`} className={styles.result}>
                  <p className={styles.kind}>{labels.kinds[hit.kind]}</p>
                  <h2 className={styles.resultTitle}>
                    <a href={hit.path}>
                      <Highlighted parts={hit.title} />
                    </a>
                  </h2>
                  <p className={styles.snippet}>
                    <Highlighted parts={hit.snippet} />
                  </p>
                </li>
              ))}
            </ol>
            <Pager
              basePath={`${labels.action ?? '/search'}?q=${encodeURIComponent(phrase)}`}
              page={results.page}
              totalPages={results.totalPages}
              labels={labels}
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
