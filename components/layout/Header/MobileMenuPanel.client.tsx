'use client';

import type { MouseEvent, ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import OffcanvasHeader from 'react-bootstrap/OffcanvasHeader';
import OffcanvasTitle from 'react-bootstrap/OffcanvasTitle';
import OffcanvasBody from 'react-bootstrap/OffcanvasBody';
import { useFocusTrap } from '../../shared/useFocusTrap';
import '@/styles/bootstrap/offcanvas.scss';

export interface MobileMenuPanelProps {
  id: string;
  titleId: string;
  title: string;
  closeLabel: string;
  show: boolean;
  onHide: () => void;
  className?: string;
  onBodyClick: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
}

/** The offcanvas panel of MobileMenu, loaded with it: the button is usable as soon as the page has hydrated. */
export default function MobileMenuPanel({
  id,
  titleId,
  title,
  closeLabel,
  show,
  onHide,
  className,
  onBodyClick,
  children,
}: MobileMenuPanelProps) {
  const focusTrap = useFocusTrap();
  return (
    <Offcanvas
      id={id}
      show={show}
      onHide={onHide}
      placement="end"
      aria-labelledby={titleId}
      className={className}
      {...focusTrap}
    >
      <OffcanvasHeader closeButton closeLabel={closeLabel}>
        <OffcanvasTitle as="h2" id={titleId}>
          {title}
        </OffcanvasTitle>
      </OffcanvasHeader>
      <OffcanvasBody onClick={onBodyClick}>{children}</OffcanvasBody>
    </Offcanvas>
  );
}
