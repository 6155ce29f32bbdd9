import { useEffect, type RefObject } from 'react';
import { replayEarlyClicks } from './early-clicks';

const MARKED = '[data-early-click]';

/**
 * For controls that only work once their island has hydrated (marked `data-early-click`) inside `area`: a click made
 * on one while the page's scripts were still on their way (lib/browser/early-clicks.ts) is acted on as soon as the handlers
 * are in place. From then on their clicks are claimed first (a capture listener on window), so the holding script
 * lets them through. `ready` false defers both until the island has drawn what its handlers need (its client-only state).
 */
export function useHeldClicks(area: RefObject<HTMLElement | null>, ready = true): void {
  useEffect(() => {
    if (!ready) return;
    const inArea = (element: Element | null | undefined) => Boolean(element && area.current?.contains(element));
    const claim = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest(MARKED) : null;
      if (inArea(target)) event.preventDefault();
    };
    window.addEventListener('click', claim, true);
    replayEarlyClicks((trigger) => inArea(trigger));
    return () => window.removeEventListener('click', claim, true);
  }, [area, ready]);
}
