import { useEffect, type RefObject } from 'react';
import { replayEarlyClicks } from './early-clicks';

/**
 * For a control that only works once its island has hydrated (mark it `data-early-click`): a click made on it while
 * the page's scripts were still on their way (lib/early-clicks.ts) is acted on as soon as its handler is in place.
 * From then on its clicks are claimed first (a capture listener on window), so the holding script lets them through.
 */
export function useHeldClicks(control: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const claim = (event: MouseEvent) => {
      if (control.current?.contains(event.target as Node)) event.preventDefault();
    };
    window.addEventListener('click', claim, true);
    replayEarlyClicks((trigger) => trigger === control.current);
    return () => window.removeEventListener('click', claim, true);
  }, [control]);
}
