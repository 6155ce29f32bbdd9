'use client';

/** Prints the article (the print styles leave out the site's chrome); hidden on paper. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn btn-outline-primary btn-sm d-print-none" onClick={() => window.print()}>
      {label}
    </button>
  );
}
