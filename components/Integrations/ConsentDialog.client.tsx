'use client';

import { useEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import ModalHeader from 'react-bootstrap/ModalHeader';
import ModalTitle from 'react-bootstrap/ModalTitle';
import ModalBody from 'react-bootstrap/ModalBody';
import ModalFooter from 'react-bootstrap/ModalFooter';
import type { Context } from '@uniformdev/context';
import { grantConsent, withdrawConsent } from '@/lib/integrations/visitor-context';
import '@/styles/bootstrap/dialog.scss';

export interface ConsentLabels {
  title: string;
  body: string;
  granted: string;
  notGranted: string;
  allow: string;
  withdraw: string;
  close: string;
}

/** Opens from any `[data-cookie-preferences]` element (the footer's Cookie Preferences button). */
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
  // Bumped after a choice so the status below re-reads the Context's stored consent.
  const [, setChoices] = useState(0);
  const consent = Boolean(context?.storage.data.consent);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = event.target instanceof Element ? event.target.closest('[data-cookie-preferences]') : null;
      if (!trigger) return;
      event.preventDefault();
      setOpen(true);
    };
    // Capture on window: runs before Next's Link handler, which then sees the default prevented and stays put.
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);

  const choose = async (granted: boolean) => {
    if (context) await (granted ? grantConsent(context) : withdrawConsent(context));
    setChoices((count) => count + 1);
    setOpen(false);
  };

  return (
    <Modal show={open} onHide={() => setOpen(false)} aria-labelledby="cookie-preferences-title" centered>
      <ModalHeader closeButton closeLabel={labels.close}>
        <ModalTitle id="cookie-preferences-title" as="h2">
          {labels.title}
        </ModalTitle>
      </ModalHeader>
      <ModalBody>
        <p>{labels.body}</p>
        <p data-consent-status={consent ? 'granted' : 'not-granted'}>
          <strong>{consent ? labels.granted : labels.notGranted}</strong>
        </p>
      </ModalBody>
      <ModalFooter>
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => void choose(false)}
          disabled={!context}
        >
          {labels.withdraw}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void choose(true)} disabled={!context}>
          {labels.allow}
        </button>
      </ModalFooter>
    </Modal>
  );
}
