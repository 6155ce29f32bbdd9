'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

/**
 * Speaks Uniform's canvas channel while the page is framed by the editor: announces `ready`, then re-renders the
 * server components with the saved draft whenever the editor reports a change.
 */
export function CanvasEditingBridge() {
  const router = useRouter();
  useEffect(() => {
    if (window.parent === window) return;
    // Marks the page as being edited: Uniform's insights plugin then sends no analytics for the editor's visits.
    window.__UNIFORM_CONTEXTUAL_EDITING__ = { framework: 'React', version: 2 };
    let stop: (() => void) | undefined;
    let active = true;
    // Loaded here, not imported above: only pages framed by the editor ever need the canvas SDK.
    void import('@uniformdev/canvas').then(({ createCanvasChannel }) => {
      if (!active) return;
      const channel = createCanvasChannel({ broadcastTo: [window.parent], listenTo: [window] });
      const off = channel.on(['editor-state-updated', 'update-composition'], () => router.refresh());
      channel.ready({ rsc: true });
      stop = () => {
        off();
        channel.destroy();
      };
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [router]);
  return null;
}
