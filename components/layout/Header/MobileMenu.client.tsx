'use client';

import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { usePathname } from 'next/navigation';
import MobileMenuPanel, { type MobileMenuPanelProps } from './MobileMenuPanel.client';

// In the page's own chunks (issue 51): a chunk of its own was requested only once this module ran, and on Slow 4G
// arrived 0.6–0.8 s after hydration, the button waiting for it.
const loadPanel = () => Promise.resolve({ default: MobileMenuPanel });

export interface MobileMenuProps {
  label: string;
  title: string;
  closeLabel: string;
  buttonClassName?: string;
  panelClassName?: string;
  disclosureClassName?: string;
  disclosurePanelClassName?: string;
  children: ReactNode;
}

function MenuIcon({ label }: { label: string }) {
  return (
    <>
      <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </>
  );
}

/**
 * The phone and tablet menu. From the first paint it is a `<details>` disclosure drawn by the server, which opens
 * without any script (before hydration, or without JavaScript). The panel's code (react-bootstrap, focus-trap) is in
 * the page's own chunks; once hydrated, the island puts in the
 * disclosure's place a menu button opening an offcanvas of the same links: focus trapped and restored to the button,
 * Escape, scrolling locked, closed when a link is followed or the path changes. A disclosure opened by an early tap
 * is adopted: the offcanvas opens in its place. Escape also closes the disclosure once hydrated.
 */
export function MobileMenu({
  label,
  title,
  closeLabel,
  buttonClassName,
  panelClassName,
  disclosureClassName,
  disclosurePanelClassName,
  children,
}: MobileMenuProps) {
  const [Panel, setPanel] = useState<ComponentType<MobileMenuPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState(pathname);
  const disclosure = useRef<HTMLDetailsElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The disclosure held focus when the button replaced it: the button takes it over.
  const focusButton = useRef(false);
  const panelId = useId();
  const titleId = `${panelId}-title`;

  useEffect(() => {
    let current = true;
    loadPanel().then(
      (module) => {
        if (!current) return;
        focusButton.current = Boolean(disclosure.current?.contains(document.activeElement));
        if (disclosure.current?.open) {
          setOpenedOn(pathname);
          setOpen(true);
        }
        setPanel(() => module.default);
      },
      // The disclosure stays: the menu keeps working as it does without JavaScript.
      () => undefined,
    );
    return () => {
      current = false;
    };
    // Once, at hydration: the path the disclosure was opened on is the arrival's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!Panel || !focusButton.current) return;
    focusButton.current = false;
    if (!open) button.current?.focus();
    // Only when the button first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Panel]);

  if (open && openedOn !== pathname) setOpen(false);

  const closeOnLinkClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a[href]')) setOpen(false);
  };

  if (!Panel) {
    const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
      if (event.key !== 'Escape' || !event.currentTarget.open) return;
      event.currentTarget.open = false;
      event.currentTarget.querySelector('summary')?.focus();
    };
    return (
      <details ref={disclosure} className={disclosureClassName} data-menu-disclosure="" onKeyDown={closeOnEscape}>
        <summary className={buttonClassName}>
          <MenuIcon label={label} />
        </summary>
        <div className={disclosurePanelClassName}>{children}</div>
      </details>
    );
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-controls={open ? panelId : undefined}
        aria-expanded={open}
        data-menu-button=""
        onClick={() => {
          setOpenedOn(pathname);
          setOpen(true);
        }}
      >
        <MenuIcon label={label} />
      </button>
      <Panel
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
      </Panel>
    </>
  );
}
