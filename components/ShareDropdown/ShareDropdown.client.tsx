'use client';

import Image from 'next/image';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import styles from './ShareDropdown.module.scss';

export interface ShareItem {
  id: string;
  label: string;
  /** Share address (link url + page address); without it the item copies the page address. */
  href?: string;
  iconUrl?: string;
}

export interface ShareDropdownProps {
  label: string;
  items: ShareItem[];
  copiedText: string;
  newTabText: string;
}

/**
 * The article share menu (SPEC §4): toggles; closes after a choice, on Escape, on an outside click and when focus
 * tabs away; arrow keys move focus between items. Links open in a new tab; the copy item puts the page's full
 * address on the clipboard and announces it.
 */
export function ShareDropdown({ label, items, copiedText, newTabText }: ShareDropdownProps) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const menuItems = () => [...(rootRef.current?.querySelectorAll<HTMLElement>('[data-share-item]') ?? [])];

  const focusItem = (index: number) => {
    const list = menuItems();
    list[(index + list.length) % list.length]?.focus();
  };

  const openAndFocus = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) focusItem(index + 1);
      else openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) focusItem(index < 0 ? -1 : index - 1);
      else openAndFocus(-1);
    } else if (open && (event.key === 'Home' || event.key === 'End') && index >= 0) {
      event.preventDefault();
      focusItem(event.key === 'Home' ? 0 : -1);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const copy = async () => {
    close(true);
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 4000);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div ref={rootRef} className={styles.share} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button ref={toggleRef} type="button" className={`btn btn-outline-primary btn-sm ${styles.toggle}`} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((value) => !value)}>
        {label}
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {items.map((item) => (
          <li key={item.id}>
            {item.href ? (
              <a data-share-item="" href={item.href} target="_blank" rel="noopener noreferrer" onClick={() => close(false)}>
                {item.iconUrl ? <Image src={item.iconUrl} alt="" width={20} height={20} unoptimized /> : null}
                {item.label}
                {' '}
                <span className="visually-hidden">{newTabText}</span>
              </a>
            ) : (
              <button data-share-item="" type="button" onClick={copy}>
                {item.iconUrl ? <Image src={item.iconUrl} alt="" width={20} height={20} unoptimized /> : null}
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.status} role="status">
        {copied ? copiedText : ''}
      </p>
    </div>
  );
}
