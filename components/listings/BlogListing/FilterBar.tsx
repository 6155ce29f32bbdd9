import Link from 'next/link';
import styles from './BlogListing.module.scss';

export interface FilterOption {
  label: string;
  href: string;
  active: boolean;
}

export interface FilterLabels {
  filterBy: string;
  all: string;
  showAll: string;
}

/**
 * Filter by: All plus one link per category on large screens; a disclosure whose first entry is Show All on small
 * screens. Choosing one navigates to that category's path. Works without JavaScript.
 */
export function FilterBar({
  allHref,
  allActive,
  options,
  labels,
}: {
  allHref: string;
  allActive: boolean;
  options: FilterOption[];
  labels: FilterLabels;
}) {
  const current = options.find((option) => option.active)?.label ?? labels.all;
  return (
    <nav aria-label={labels.filterBy} className={styles.filter}>
      <span className={styles.filterLabel} aria-hidden="true">
        {labels.filterBy}
      </span>
      <ul className={`${styles.filterButtons} d-none d-lg-flex`}>
        <li>
          <Link
            href={allHref}
            className={`btn btn-sm ${allActive ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-current={allActive ? 'page' : undefined}
          >
            {labels.all}
          </Link>
        </li>
        {options.map((option) => (
          <li key={option.href}>
            <Link
              href={option.href}
              className={`btn btn-sm ${option.active ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-current={option.active ? 'page' : undefined}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
      <details className={`${styles.filterMenu} d-lg-none`}>
        <summary className="btn btn-outline-primary">{current}</summary>
        <ul>
          {/* Plain links: a full load closes the menu, which a client-side navigation would leave open. */}
          <li>
            <a href={allHref} aria-current={allActive ? 'page' : undefined}>
              {labels.showAll}
            </a>
          </li>
          {options.map((option) => (
            <li key={option.href}>
              <a href={option.href} aria-current={option.active ? 'page' : undefined}>
                {option.label}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
