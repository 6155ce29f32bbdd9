import { pageHref } from '@/lib/routing/query';
import styles from './BlogListing.module.scss';

export interface PagerLabels {
  navigation: string;
  previous: string;
  next: string;
  page: string;
}

function Item({
  href,
  label,
  title,
  active = false,
  disabled = false,
}: {
  href: string;
  label: string;
  title?: string;
  active?: boolean;
  disabled?: boolean;
}) {
  // The active and disabled items are not links, so clicking them does nothing.
  const inert = active || disabled;
  return (
    <li className={`page-item ${active ? 'active' : ''} ${disabled ? 'disabled' : ''}`.trim()}>
      {inert ? (
        <span
          className="page-link"
          title={title}
          aria-current={active ? 'page' : undefined}
          aria-disabled={disabled ? 'true' : undefined}
        >
          {label}
        </span>
      ) : (
        <a className="page-link" href={href} title={title}>
          {label}
        </a>
      )}
    </li>
  );
}

/** Previous, numbered pages titled 'Page N', Next; only when there is more than one page. */
export function Pager({
  basePath,
  page,
  totalPages,
  labels,
}: {
  basePath: string;
  page: number;
  totalPages: number;
  labels: PagerLabels;
}) {
  if (totalPages <= 1) return null;
  const numbers = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav aria-label={labels.navigation} className={styles.pager}>
      <ul className="pagination justify-content-center flex-wrap">
        <Item href={pageHref(basePath, page - 1)} label={labels.previous} disabled={page <= 1} />
        {numbers.map((number) => (
          <Item
            key={number}
            href={pageHref(basePath, number)}
            label={String(number)}
            title={`${labels.page} ${number}`}
            active={number === page}
          />
        ))}
        <Item href={pageHref(basePath, page + 1)} label={labels.next} disabled={page >= totalPages} />
      </ul>
    </nav>
  );
}
