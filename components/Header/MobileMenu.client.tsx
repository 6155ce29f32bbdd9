'use client';

import { lazy, Suspense, useId, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';

const loadPanel = () => import('./MobileMenuPanel.client');
const MobileMenuPanel = lazy(loadPanel);

const subscribeNever = () => () => undefined;

export interface MobileMenuProps {
  label: string;
  title: string;
  closeLabel: string;
  buttonClassName?: string;
  panelClassName?: string;
  children: ReactNode;
}

/**
 * The phone and tablet menu: a menu icon button opening an offcanvas panel of server-rendered links. react-bootstrap
 * traps focus, restores it to the button, closes on Escape and locks body scrolling; the panel also closes when a
 * link is followed or the path changes. The panel's code (react-bootstrap, focus-trap) loads when the button is first
 * pointed at, focused or pressed, not with the page. Before hydration the button is invisible (no layout shift) and a
 * <noscript> disclosure beside it serves visitors without JavaScript.
 */
export function MobileMenu({ label, title, closeLabel, buttonClassName, panelClassName, children }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState(pathname);
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const panelId = useId();
  const titleId = `${panelId}-title`;
  // Mounted from the first opening on, so the panel keeps its closing transition and focus return.
  const [wanted, setWanted] = useState(false);

  if (open && openedOn !== pathname) setOpen(false);

  const closeOnLinkClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a[href]')) setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        aria-controls={open ? panelId : undefined}
        aria-expanded={open}
        style={hydrated ? undefined : { visibility: 'hidden' }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setOpenedOn(pathname);
          setWanted(true);
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{label}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            id={panelId}
            titleId={titleId}
            title={title}
            closeLabel={closeLabel}
            show={open}
            onHide={() => setOpen(false)}
            className={panelClassName}
            onBodyClick={closeOnLinkClick}
          >
            {children}
          </MobileMenuPanel>
        </Suspense>
      ) : null}
    </>
  );
}
