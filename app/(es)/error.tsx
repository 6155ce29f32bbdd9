'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import { ErrorPage } from '@/components/layout/ErrorPage/ErrorPage';
import { logException } from '@/lib/integrations/logger';

/** Shown when a Spanish page fails to render. Never shows a stack trace. */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(JSON.stringify({ level: 'Error', message: 'Page render failed', digest: error.digest }));
    logException('Page', 'render', error.digest ? `${error.message} (${error.digest})` : error);
  }, [error]);
  return (
    <ErrorPage eyebrow="Algo salió mal" title="Esta página tiene problemas para cargar">
      <p>Lo sentimos: una parte de nuestro sitio no responde en este momento. Inténtelo de nuevo en unos minutos.</p>
      <p className="d-flex flex-wrap gap-3 mt-4">
        <button type="button" className="btn btn-primary" onClick={reset}>
          Intentar de nuevo
        </button>
        <Link className="btn btn-outline-primary" href="/es">
          Ir a la página principal
        </Link>
      </p>
      {error.digest ? <p className="small text-body-secondary mt-4">Referencia: {error.digest}</p> : null}
    </ErrorPage>
  );
}
