'use client';

import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import ModalHeader from 'react-bootstrap/ModalHeader';
import ModalTitle from 'react-bootstrap/ModalTitle';
import ModalBody from 'react-bootstrap/ModalBody';
import { readQuery } from '@/lib/query';
import { useFocusTrap } from '../shared/useFocusTrap';

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
 * the close icon, and returns focus to what opened it.
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
  const focusTrap = useFocusTrap();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-modal]');
      if (!trigger || !sameName(trigger.dataset.modal, name)) return;
      event.preventDefault();
      setClicked(true);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [name]);

  const show = clicked || (sameName(requested, name) && !dismissed);
  const close = () => {
    if (sameName(requested, name)) forgetRequestedModal();
    setClicked(false);
    setDismissed(true);
  };

  return (
    <Modal show={show} onHide={close} aria-labelledby={titleId} centered data-static-modal={name} {...focusTrap}>
      <ModalHeader closeButton closeLabel={closeLabel}>
        <ModalTitle as="h2" id={titleId}>
          {title}
        </ModalTitle>
      </ModalHeader>
      <ModalBody>{children}</ModalBody>
    </Modal>
  );
}
