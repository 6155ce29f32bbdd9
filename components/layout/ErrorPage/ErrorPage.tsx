import type { ReactNode } from 'react';

/** The designed shell shared by the not-found and error pages; its styles are global (styles/_error-page.scss). */
export function ErrorPage({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <section className="error-page">
      <div className="container">
        <p className="error-page-eyebrow">{eyebrow}</p>
        <h1 className="error-page-title">{title}</h1>
        <div className="error-page-body">{children}</div>
      </div>
    </section>
  );
}
