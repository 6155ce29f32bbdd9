import type { ReactNode } from 'react';
import styles from './ErrorPage.module.scss';

/** The designed shell shared by the not-found and error pages. */
export function ErrorPage({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.page}>
      <div className="container">
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.body}>{children}</div>
      </div>
    </section>
  );
}
