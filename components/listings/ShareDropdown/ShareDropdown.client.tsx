'use client';

import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { DROPDOWN_OFFSET_PX } from '@/lib/constants';
import { useHeldClicks } from '@/lib/browser/use-held-clicks';
import styles from './ShareDropdown.module.scss';

export interface ShareItem {
  id: string;
  label: string;
  /** Share address (link url + page address); without it the item copies the page address. */
  href?: string;
  /** Drawn by the server (an image element), so this island ships no image code. */
  icon?: ReactNode;
}

export interface ShareDropdownProps {
  label: string;
  items: ShareItem[];
  copiedText: string;
  newTabText: string;
}

const COPIED_NOTICE_MS = 4000;
// The least room kept between the open menu and the window's edges.
const WINDOW_MARGIN_PX = 8;

/**
 * The article share menu (docs/behaviour.md#interactive-widgets), Bootstrap's dropdown markup with its behaviour written out (react-bootstrap's
 * Dropdown and popper cost every article 14 kB of JavaScript): it toggles; opening from the keyboard focuses the
 * first item; it closes after a choice, on Escape (focus back on the toggle), on an outside click and when Tab
 * leaves it; arrow keys move focus through the items. Links open in a new tab; the copy item puts the page's full
 * address on the clipboard and announces it.
 */
export function ShareDropdown({ label, items, copiedText, newTabText }: ShareDropdownProps) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  // The items are rendered from the first opening on, as react-bootstrap did.
  const [opened, setOpened] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  // Set by a keyboard opening: the first item takes focus once the menu shows.
  const focusFirst = useRef(false);
  useHeldClicks(toggle);

  // Opened under a toggle near the right edge (a phone), the menu is moved left until it fits in the window.
  useLayoutEffect(() => {
    const element = menu.current;
    if (!open || !element) return;
    element.style.left = '';
    const box = element.getBoundingClientRect();
    const overflow = box.right - (document.documentElement.clientWidth - WINDOW_MARGIN_PX);
    if (overflow > 0) element.style.left = `${-Math.min(overflow, box.left - WINDOW_MARGIN_PX)}px`;
  }, [open]);

  const itemElements = () => [...(root.current?.querySelectorAll<HTMLElement>('.dropdown-item') ?? [])];

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) itemElements()[0]?.focus();
    focusFirst.current = false;
    const onOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', onOutside, true);
    return () => document.removeEventListener('click', onOutside, true);
  }, [open]);

  const show = (fromKeyboard: boolean) => {
    focusFirst.current = fromKeyboard;
    setOpened(true);
    setOpen(true);
  };

  const onToggleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // detail 0: pressed with Enter or Space.
    if (open) setOpen(false);
    else show(event.detail === 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = itemElements();
    const at = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      toggle.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return show(true);
      const next = at === -1 ? 0 : Math.min(Math.max(at + (event.key === 'ArrowDown' ? 1 : -1), 0), list.length - 1);
      list[next]?.focus();
    }
  };

  const copy = async () => {
    setOpen(false);
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
      window.setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className={`${styles.share} d-print-none`}>
      <div
        ref={root}
        className={styles.dropdown}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <button
          ref={toggle}
          type="button"
          className={`dropdown-toggle btn btn-outline-primary btn-sm${open ? ' show' : ''}`}
          aria-expanded={open}
          aria-controls={menuId}
          data-early-click=""
          onClick={onToggleClick}
        >
          {label}
        </button>
        <div
          ref={menu}
          id={menuId}
          className={`dropdown-menu ${styles.menu}${open ? ' show' : ''}`}
          data-bs-popper="static"
          style={{ marginTop: DROPDOWN_OFFSET_PX }}
        >
          {(opened ? items : []).map((item) => {
            return item.href ? (
              <a
                key={item.id}
                className="dropdown-item"
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => setOpen(false)}
              >
                {item.icon}
                {item.label} <span className="visually-hidden">{newTabText}</span>
              </a>
            ) : (
              <button key={item.id} type="button" className="dropdown-item" onClick={() => void copy()}>
                {item.icon}
                {item.label}
              </button>
            );
          })}
        </div>
      </div>
      <p className={styles.status} role="status">
        {copied ? copiedText : ''}
      </p>
    </div>
  );
}
