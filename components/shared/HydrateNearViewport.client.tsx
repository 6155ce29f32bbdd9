'use client';

import { use, useId, type ReactNode } from 'react';

// How far ahead of the viewport a band starts hydrating: about a phone screen, so it is ready before it is seen.
const AHEAD = '800px';

const FIRST_TOUCH = ['pointerdown', 'focusin', 'keydown'] as const;

const waits = new Map<string, Promise<void>>();
const settled = new Set<string>();

/**
 * Resolves once the server-rendered band `id` comes within AHEAD of the viewport; null when there is nothing to
 * wait for (the band is rendered in the browser, after a client-side navigation, or has already been near).
 */
function nearViewport(id: string): Promise<void> | null {
  if (settled.has(id)) return null;
  const known = waits.get(id);
  if (known) return known;
  const band = document.querySelector(`[data-later-band="${CSS.escape(id)}"]`);
  if (!band || !('IntersectionObserver' in window)) return null;
  const wait = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) settle();
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    const settle = () => {
      observer.disconnect();
      for (const type of FIRST_TOUCH) window.removeEventListener(type, onTouch, true);
      settled.add(id);
      resolve();
    };
    // A press, focus or key inside comes before its click or input. Heard on window, before React's own listener on
    // the document: React then hydrates the band at once, and the click that follows reaches a hydrated band.
    const onTouch = (event: Event) => {
      if (event.target instanceof Node && band.contains(event.target)) settle();
    };
    observer.observe(band);
    for (const type of FIRST_TOUCH) window.addEventListener(type, onTouch, true);
  });
  waits.set(id, wait);
  return wait;
}

/**
 * A page band below the fold: its server HTML is shown at once, and React hydrates it (its links, images and
 * widgets) only when it nears the viewport, by suspending inside the Suspense boundary `LaterBand` puts around it.
 * A press, focus or key inside it hydrates it at once.
 */
export function HydrateNearViewport({ children }: { children: ReactNode }) {
  const id = useId();
  const wait = typeof document === 'undefined' ? null : nearViewport(id);
  if (wait) use(wait);
  return (
    <div className="later-band" data-later-band={id}>
      {children}
    </div>
  );
}
