'use client';

import { useRef } from 'react';
import { useHeldClicks } from '@/lib/browser/use-held-clicks';

/** Prints the article (the print styles leave out the site's chrome); hidden on paper. */
export function PrintButton({ label }: { label: string }) {
  const button = useRef<HTMLButtonElement>(null);
  useHeldClicks(button);
  return (
    <button
      ref={button}
      type="button"
      className="btn btn-outline-primary btn-sm d-print-none"
      data-early-click=""
      onClick={() => window.print()}
    >
      {label}
    </button>
  );
}
