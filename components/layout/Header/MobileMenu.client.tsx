'use client';

import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { usePathname } from 'next/navigation';
import { keepTabInside } from './menu-focus';

export interface MobileMenuProps {
  label: string;
  title: string;
  closeLabel: string;
  buttonClassName?: string;
  panelClassName?: string;
  headerClassName?: string;
  titleClassName?: string;
  closeClassName?: string;
  bodyClassName?: string;
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

function CloseIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <path d="M2 2l12 12M14 2L2 14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

// Browsers without popovers (before 2024; jsdom) get the panel opened by the island instead, with this attribute.
const FALLBACK_OPEN = 'data-open';
const hasPopovers = (panel: HTMLElement) => 'showPopover' in panel;
const isOpen = (panel: HTMLElement) =>
  hasPopovers(panel) ? panel.matches(':popover-open') : panel.hasAttribute(FALLBACK_OPEN);

function setOpen(panel: HTMLElement, open: boolean) {
  if (hasPopovers(panel)) panel.togglePopover(open);
  else if (open !== panel.hasAttribute(FALLBACK_OPEN)) {
    panel.toggleAttribute(FALLBACK_OPEN, open);
    panel.dispatchEvent(new Event('toggle'));
  }
}

/**
 * Once hydrated, on top of the panel the browser already opens and closes: focus moves into it and is trapped there
 * (APG modal dialog), `aria-expanded` on the button, closed when a link in it is followed; the browser keeps Escape,
 * outside taps and focus returning to the button. Only listeners: nothing is rendered again, and a panel opened by
 * an early tap stays open.
 */
function usePanelEnhancements(panel: RefObject<HTMLDivElement | null>, button: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    const dialog = panel.current;
    const opener = button.current;
    if (!dialog || !opener) return;
    let wasOpen = false;
    const sync = () => {
      const open = isOpen(dialog);
      opener.setAttribute('aria-expanded', String(open));
      const closing = wasOpen && !open;
      wasOpen = open;
      if (open) {
        dialog.setAttribute('aria-modal', 'true');
        if (!dialog.contains(document.activeElement)) dialog.focus();
      } else if (closing) {
        dialog.removeAttribute('aria-modal');
        const focused = document.activeElement;
        if (!focused || focused === document.body || dialog.contains(focused)) opener.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (dialog.contains(target) && target.closest('a[href]')) return setOpen(dialog, false);
      if (hasPopovers(dialog)) return;
      const control = target.closest(`[popovertarget="${dialog.id}"]`);
      if (control) setOpen(dialog, control.getAttribute('popovertargetaction') === 'hide' ? false : !isOpen(dialog));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !hasPopovers(dialog)) setOpen(dialog, false);
      else if (isOpen(dialog)) keepTabInside(dialog, event);
    };
    sync();
    dialog.addEventListener('toggle', sync);
    dialog.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('toggle', sync);
      dialog.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [panel, button]);
}

/**
 * The phone and tablet menu: a button and the panel it opens as a popover (`popovertarget`), drawn by the server.
 * The browser opens and closes it with or without JavaScript, before and after hydration, so a tap is answered as
 * soon as the task running ends, never waiting for React; `autofocus` moves focus into it. The island only adds
 * what a modal menu needs beyond that (`usePanelEnhancements`), and closes it when the path changes.
 */
export function MobileMenu({
  label,
  title,
  closeLabel,
  buttonClassName,
  panelClassName,
  headerClassName,
  titleClassName,
  closeClassName,
  bodyClassName,
  children,
}: MobileMenuProps) {
  const panelId = useId();
  const titleId = `${panelId}-title`;
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const arrivedOn = useRef(pathname);
  usePanelEnhancements(panel, button);

  useEffect(() => {
    if (pathname === arrivedOn.current) return;
    arrivedOn.current = pathname;
    if (panel.current) setOpen(panel.current, false);
  }, [pathname]);

  return (
    <>
      <button ref={button} type="button" className={buttonClassName} popoverTarget={panelId} data-menu-button="">
        <MenuIcon label={label} />
      </button>
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        autoFocus
        className={panelClassName}
        data-menu-panel=""
      >
        <div className={headerClassName}>
          <h2 id={titleId} className={titleClassName}>
            {title}
          </h2>
          <button
            type="button"
            className={closeClassName}
            popoverTarget={panelId}
            popoverTargetAction="hide"
            aria-label={closeLabel}
          >
            <CloseIcon />
          </button>
        </div>
        <div className={bodyClassName}>{children}</div>
      </div>
    </>
  );
}
