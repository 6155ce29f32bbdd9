import { Suspense, type ReactNode } from 'react';
import { HydrateNearViewport } from './HydrateNearViewport.client';

/**
 * What the first load does for a band of a page, by where it sits. Every band is a Suspense boundary of its own, so
 * React hydrates it in a task of its own at low priority instead of in one long task with the whole page. A band
 * below the fold (`later`) is also laid out only when it nears the viewport (`.later-band`: content-visibility) and
 * hydrated only then (HydrateNearViewport).
 */
export function LaterBand({ later, children }: { later: boolean; children: ReactNode }) {
  return <Suspense>{later ? <HydrateNearViewport>{children}</HydrateNearViewport> : children}</Suspense>;
}
