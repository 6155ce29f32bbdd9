'use client';

import { useEffect, useState } from 'react';
import styles from './TableOfContents.module.scss';

export interface TocLink {
  id: string;
  text: string;
}

/** The part of the viewport where a section counts as the one being read: its top third. */
const READING_ZONE = '0px 0px -66% 0px';

/**
 * The id of the last section (in page order) inside the reading zone: the one whose start is being read when a short
 * section ends in the zone. Kept while none is.
 */
function useCurrentSection(ids: string[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    const inZone = new Set<string>();
    const observer = new IntersectionObserver(
      (changes) => {
        for (const change of changes) {
          if (change.isIntersecting) inZone.add(change.target.id);
          else inZone.delete(change.target.id);
        }
        const last = ids.findLast((id) => inZone.has(id));
        if (last) setCurrent(last);
      },
      { rootMargin: READING_ZONE },
    );
    for (const id of ids) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [ids]);
  return current;
}

function TocList({ links, current }: { links: TocLink[]; current?: string }) {
  return (
    <ol className={styles.list}>
      {links.map((link) => (
        <li key={link.id}>
          <a href={`#${link.id}`} aria-current={link.id === current ? 'location' : undefined} className={styles.link}>
            {link.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * A page's table of contents, rendered on the server: a disclosure, collapsed, on phones (a `<details>`, so it opens
 * without JavaScript) and an open list on large screens. In the browser the section being read is marked
 * `aria-current="location"` as the visitor scrolls.
 */
export function TableOfContents({ links, label }: { links: TocLink[]; label: string }) {
  const [ids] = useState(() => links.map((link) => link.id));
  const current = useCurrentSection(ids);
  return (
    <nav aria-label={label} className={styles.toc} data-toc="">
      <details className="d-lg-none">
        <summary className={styles.title}>{label}</summary>
        <TocList links={links} current={current} />
      </details>
      <div className="d-none d-lg-block">
        <p className={styles.title}>{label}</p>
        <TocList links={links} current={current} />
      </div>
    </nav>
  );
}
