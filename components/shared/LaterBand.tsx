import type { ReactNode } from 'react';

/**
 * A band of a page below its first: laid out and painted only when it nears the viewport (`.later-band`:
 * content-visibility), so the first layout of a long page covers its top alone. A plain wrapper, not a Suspense
 * boundary: React streams a boundary's HTML out of order (hidden until a script moves it), which a visitor without
 * JavaScript would never see.
 */
export function LaterBand({ children }: { children: ReactNode }) {
  return <div className="later-band">{children}</div>;
}
