'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { Context } from '@uniformdev/context';
import { grantConsent, withdrawConsent } from '@/lib/integrations/visitor-context';
import { isCookiePreferencesTrigger, replayEarlyClicks } from '@/lib/browser/early-clicks';

const ConsentDialogPanel = lazy(() => import('./ConsentDialogPanel.client'));

export interface ConsentLabels {
  title: string;
  body: string;
  granted: string;
  notGranted: string;
  allow: string;
  withdraw: string;
  close: string;
}

/**
 * Opens from any `[data-cookie-preferences]` element (the footer's Cookie Preferences button). Its dialog's code
 * loads when it first opens, not with the integrations island that every page loads.
 */
export function ConsentDialog({
  context,
  labels,
  initiallyOpen = false,
}: {
  context: Context | undefined;
  labels: ConsentLabels;
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  // Mounted from the first opening on, so the dialog keeps its closing transition and focus return.
  const [opened, setOpened] = useState(initiallyOpen);
  // Bumped after a choice so the status re-reads the Context's stored consent.
  const [, setChoices] = useState(0);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = event.target instanceof Element ? event.target.closest('[data-cookie-preferences]') : null;
      if (!trigger) return;
      event.preventDefault();
      setOpen(true);
      setOpened(true);
    };
    // Capture on window: runs before Next's Link handler, which then sees the default prevented and stays put.
    window.addEventListener('click', onClick, true);
    replayEarlyClicks(isCookiePreferencesTrigger);
    return () => window.removeEventListener('click', onClick, true);
  }, []);

  const choose = async (granted: boolean) => {
    if (context) await (granted ? grantConsent(context) : withdrawConsent(context));
    setChoices((count) => count + 1);
    setOpen(false);
  };

  return opened ? (
    <Suspense fallback={null}>
      <ConsentDialogPanel
        labels={labels}
        show={open}
        onHide={() => setOpen(false)}
        consent={Boolean(context?.storage.data.consent)}
        canChoose={Boolean(context)}
        onChoose={(granted) => void choose(granted)}
      />
    </Suspense>
  ) : null;
}
