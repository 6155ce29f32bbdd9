'use client';

import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import ModalHeader from 'react-bootstrap/ModalHeader';
import ModalTitle from 'react-bootstrap/ModalTitle';
import ModalBody from 'react-bootstrap/ModalBody';
import { useFocusTrap } from '../../shared/useFocusTrap';
import '@/styles/bootstrap/dialog.scss';

export interface StaticModalPanelProps {
  name: string;
  title: string;
  titleId: string;
  closeLabel: string;
  show: boolean;
  onHide: () => void;
  children: ReactNode;
}

/** The dialog of StaticModalDialog, in its own chunk: react-bootstrap loads when the modal first opens. */
export default function StaticModalPanel({
  name,
  title,
  titleId,
  closeLabel,
  show,
  onHide,
  children,
}: StaticModalPanelProps) {
  const focusTrap = useFocusTrap();
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={titleId} centered data-static-modal={name} {...focusTrap}>
      <ModalHeader closeButton closeLabel={closeLabel}>
        <ModalTitle as="h2" id={titleId}>
          {title}
        </ModalTitle>
      </ModalHeader>
      <ModalBody>{children}</ModalBody>
    </Modal>
  );
}
