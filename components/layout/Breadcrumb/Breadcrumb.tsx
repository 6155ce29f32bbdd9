import Link from 'next/link';
import type { PageIndexEntry } from '@/lib/content/types';
import styles from './Breadcrumb.module.scss';

export interface BreadcrumbProps {
  trail: PageIndexEntry[];
  label: string;
  backLabel: string;
  nested: boolean;
}

function Crumb({ entry, current }: { entry: PageIndexEntry; current: boolean }) {
  return current ? (
    <span aria-current="page">{entry.breadcrumb}</span>
  ) : (
    // Up the trail is seldom where a visitor goes next: no prefetch of every ancestor on every page (issue 51).
    <Link href={entry.path} prefetch={false}>
      {entry.breadcrumb}
    </Link>
  );
}

/**
 * Where the page sits in the site. From md up the whole trail; on phones a <details> disclosure (no JavaScript)
 * whose summary offers the back label and opens the list of ancestors. Nothing on a page without ancestors.
 */
export function Breadcrumb({ trail, label, backLabel, nested }: BreadcrumbProps) {
  if (trail.length < 2) return null;
  const current = trail[trail.length - 1]!;
  const ancestors = trail.slice(0, -1);
  return (
    <nav aria-label={label} className={`${styles.breadcrumb} ${nested ? '' : 'container'}`}>
      <details className={styles.compact} data-breadcrumb="compact">
        <summary className={styles.summary}>{backLabel}</summary>
        <ol className={styles.menu}>
          {ancestors.map((entry) => (
            <li key={entry.entryID}>
              <Crumb entry={entry} current={false} />
            </li>
          ))}
          <li>
            <Crumb entry={current} current />
          </li>
        </ol>
      </details>
      <ol className={`breadcrumb ${styles.trail}`} data-breadcrumb="trail">
        {trail.map((entry) => (
          <li key={entry.entryID} className={`breadcrumb-item ${entry === current ? 'active' : ''}`}>
            <Crumb entry={entry} current={entry === current} />
          </li>
        ))}
      </ol>
    </nav>
  );
}
