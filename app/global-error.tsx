'use client';

import '@/styles/globals.scss';

/** Last resort when even the root layout fails: a plain, styled page with a retry, no stack trace. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-US">
      <body>
        <main className="container py-5">
          <h1>This page is having trouble loading</h1>
          <p>Please try again in a moment. If it keeps happening, call us and we’ll help directly.</p>
          <button type="button" className="btn btn-primary" onClick={reset}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
