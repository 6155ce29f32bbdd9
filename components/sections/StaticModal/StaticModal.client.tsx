'use client';

import { lazy, Suspense, useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { readQuery } from '@/lib/routing/query';
import { replayEarlyClicks } from '@/lib/browser/early-clicks';

const StaticModalPanel = lazy(() => import('./StaticModalPanel.client'));

function subscribeToHistory(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}
const requestedModal = () => readQuery(new URLSearchParams(window.location.search), ['showmodal']) ?? '';
const sameName = (a: string | undefined, b: string) => a?.trim().toLowerCase() === b.trim().toLowerCase();

/** Drops `showmodal` (any case) from the address, other parameters kept, so a reload does not reopen the modal. */
function forgetRequestedModal() {
  const url = new URL(window.location.href);
  for (const key of [...url.searchParams.keys()]) if (key.toLowerCase() === 'showmodal') url.searchParams.delete(key);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * A named modal: opens when `?showmodal=NAME` is in the address, or when an element with `data-modal="NAME"` (a
 * `modal:NAME` content link, for one) is clicked. react-bootstrap moves focus in, traps it, closes on Escape and
 * the close icon, and returns focus to what opened it. Its code loads when the modal first opens, not with the page.
 */
export function StaticModalDialog({
  name,
  title,
  closeLabel,
  children,
}: {
  name: string;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const requested = useSyncExternalStore(subscribeToHistory, requestedModal, () => '');
  const [dismissed, setDismissed] = useState(false);
  const [clicked, setClicked] = useState(false);
  const titleId = useId();
  // Mounted from the first opening on, so the dialog keeps its closing transition and focus return.
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const opensThis = (trigger: Element | null | undefined) =>
      trigger instanceof HTMLElement && sameName(trigger.dataset.modal, name);
    const onClick = (event: MouseEvent) => {
      const trigger = event.target instanceof Element ? event.target.closest('[data-modal]') : null;
      if (!opensThis(trigger)) return;
      event.preventDefault();
      setClicked(true);
    };
    // Capture on window, before the early-click holder (lib/browser/early-clicks.ts), which then leaves this click alone.
    window.addEventListener('click', onClick, true);
    // A trigger clicked before this hydrated opens the modal now.
    replayEarlyClicks(opensThis);
    return () => window.removeEventListener('click', onClick, true);
  }, [name]);

  const show = clicked || (sameName(requested, name) && !dismissed);
  if (show && !opened) setOpened(true);
  const close = () => {
    if (sameName(requested, name)) forgetRequestedModal();
    setClicked(false);
    setDismissed(true);
  };

  return opened ? (
    <Suspense fallback={null}>
      <StaticModalPanel name={name} title={title} titleId={titleId} closeLabel={closeLabel} show={show} onHide={close}>
        {children}
      </StaticModalPanel>
    </Suspense>
  ) : null;
}
