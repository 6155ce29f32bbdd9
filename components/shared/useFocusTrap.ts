import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Tab and Shift+Tab cycle inside a react-bootstrap Modal or Offcanvas (APG modal dialog), with `focus-trap`:
 * react-bootstrap only pulls focus back after it has left for the page. Spread the result on the component: the trap
 * runs from its `onEntering` (not `onEntered`: a Tab pressed during the opening transition must not leave) to its
 * `onExit`; react-bootstrap keeps the first focus, Escape, outside clicks and focus return.
 */
export function useFocusTrap() {
  const trap = useRef<FocusTrap | null>(null);

  const onExit = useCallback(() => {
    trap.current?.deactivate();
    trap.current = null;
  }, []);

  const onEntering = useCallback((dialog: HTMLElement) => {
    trap.current?.deactivate();
    trap.current = createFocusTrap(dialog, {
      initialFocus: false,
      fallbackFocus: dialog,
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: false,
    }).activate();
  }, []);

  useEffect(() => onExit, [onExit]);

  return { onEntering, onExit };
}
