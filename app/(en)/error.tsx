'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import { ErrorPage } from '@/components/layout/ErrorPage/ErrorPage';
import { logException } from '@/lib/integrations/logger';

/** Shown when a page fails to render (for example the content service is down). Never shows a stack trace. */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(JSON.stringify({ level: 'Error', message: 'Page render failed', digest: error.digest }));
    logException('Page', 'render', error.digest ? `${error.message} (${error.digest})` : error);
  }, [error]);
  return (
    <ErrorPage eyebrow="Something went wrong" title="This page is having trouble loading">
      <p>We’re sorry: part of our site isn’t responding right now. Please try again in a moment.</p>
      <p className="d-flex flex-wrap gap-3 mt-4">
        <button type="button" className="btn btn-primary" onClick={reset}>
          Try again
        </button>
        <Link className="btn btn-outline-primary" href="/">
          Go to the home page
        </Link>
      </p>
      {error.digest ? <p className="small text-body-secondary mt-4">Reference: {error.digest}</p> : null}
    </ErrorPage>
  );
}
