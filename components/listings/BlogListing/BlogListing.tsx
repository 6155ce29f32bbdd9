import type { PagedResult } from '@/lib/blog/types';
import { toRows } from '@/lib/blog/listing';
import { PAGE_PARAM } from '@/lib/routing/query';
import { BlogCard, type BlogCardLabels } from '../BlogCard/BlogCard';
import { FilterBar, type FilterLabels, type FilterOption } from './FilterBar';
import { Pager, type PagerLabels } from './Pager';
import styles from './BlogListing.module.scss';

export interface BlogListingLabels extends FilterLabels, PagerLabels, BlogCardLabels {
  noArticles: string;
  errorLoading: string;
  tryAgain: string;
}

export type BlogListingProps = {
  /** Listing path without query: `/learning-center` or `/learning-center/loss-control`. */
  basePath: string;
  /** The section's listing; without one (a locale without the section's index) no Filter by row. */
  allHref?: string;
  filters: FilterOption[];
  page: number;
  labels: BlogListingLabels;
  anchor?: string;
} & ({ status: 'ok'; result: PagedResult } | { status: 'error' });

/** The blog listing of docs/behaviour.md#articles-and-listings: Filter by row, the featured article alone, the others in rows of three, pager. */
export function BlogListing(props: BlogListingProps) {
  const { basePath, allHref, filters, page, labels, anchor } = props;
  const filter = allHref ? (
    <FilterBar
      allHref={allHref}
      allActive={!filters.some((option) => option.active)}
      options={filters}
      labels={labels}
    />
  ) : null;
  if (props.status === 'error') {
    return (
      <div id={anchor} className={styles.listing}>
        <div className={`alert alert-warning ${styles.error}`} role="alert">
          <p>{labels.errorLoading}</p>
          {/* A plain GET form reloads the same page of the listing, with or without JavaScript. */}
          <form method="get" action={basePath}>
            {page > 1 ? <input type="hidden" name={PAGE_PARAM} value={page} /> : null}
            <button type="submit" className="btn btn-primary">
              {labels.tryAgain}
            </button>
          </form>
        </div>
      </div>
    );
  }
  const { result } = props;
  return (
    <div id={anchor} className={styles.listing}>
      {filter}
      {result.FeaturedArticle ? (
        <div className={styles.featured}>
          <BlogCard article={result.FeaturedArticle} headingLevel="h2" labels={labels} featured priority />
        </div>
      ) : null}
      {result.Articles.length === 0 && !result.FeaturedArticle ? (
        <p className={styles.empty}>{labels.noArticles}</p>
      ) : null}
      {toRows(result.Articles).map((row) => (
        <div key={row[0]!.EntryID} className={`row g-4 ${styles.row}`} data-blog-row="">
          {row.map((article) => (
            <div key={article.EntryID} className="col-12 col-md-6 col-lg-4">
              <BlogCard
                article={article}
                headingLevel="h2"
                labels={labels}
                priority={!result.FeaturedArticle && article === result.Articles[0]}
              />
            </div>
          ))}
        </div>
      ))}
      <Pager basePath={basePath} page={page} totalPages={result.TotalNumPages} labels={labels} />
    </div>
  );
}
