'use client';

import Modal from 'react-bootstrap/Modal';
import ModalHeader from 'react-bootstrap/ModalHeader';
import ModalTitle from 'react-bootstrap/ModalTitle';
import ModalBody from 'react-bootstrap/ModalBody';
import ModalFooter from 'react-bootstrap/ModalFooter';
import type { ConsentLabels } from './ConsentDialog.client';
import '@/styles/bootstrap/dialog.scss';

export interface ConsentDialogPanelProps {
  labels: ConsentLabels;
  show: boolean;
  onHide: () => void;
  /** The visitor's stored choice. */
  consent: boolean;
  /** False until the visitor's Context exists: the choice buttons wait for it. */
  canChoose: boolean;
  onChoose: (granted: boolean) => void;
}

/** The dialog of ConsentDialog, in its own chunk: react-bootstrap's modal and its CSS load when it first opens. */
export default function ConsentDialogPanel({
  labels,
  show,
  onHide,
  consent,
  canChoose,
  onChoose,
}: ConsentDialogPanelProps) {
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="cookie-preferences-title" centered>
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
        {/* One choice at a time: nobody is offered to withdraw a consent they never gave. */}
        {consent ? (
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => onChoose(false)}
            disabled={!canChoose}
          >
            {labels.withdraw}
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => onChoose(true)} disabled={!canChoose}>
            {labels.allow}
          </button>
        )}
      </ModalFooter>
    </Modal>
  );
}
