'use client';

import Image from 'next/image';
import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import DropdownItem from 'react-bootstrap/DropdownItem';
import DropdownMenu from 'react-bootstrap/DropdownMenu';
import DropdownToggle from 'react-bootstrap/DropdownToggle';
import { DROPDOWN_OFFSET_PX } from '@/lib/constants';
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

const COPIED_NOTICE_MS = 4000;
const menuOffset = { modifiers: [{ name: 'offset', options: { offset: [0, DROPDOWN_OFFSET_PX] } }] };

/**
 * The article share menu (SPEC §4), react-bootstrap's Dropdown: it toggles; closes after a choice, on Escape (focus
 * back on the toggle), on an outside click and when Tab leaves it; arrow keys move focus through the items. Links
 * open in a new tab; the copy item puts the page's full address on the clipboard and announces it.
 */
export function ShareDropdown({ label, items, copiedText, newTabText }: ShareDropdownProps) {
  const [copied, setCopied] = useState(false);

  const copy = async () => {
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
      <Dropdown focusFirstItemOnShow="keyboard">
        <DropdownToggle variant="outline-primary" size="sm">
          {label}
        </DropdownToggle>
        <DropdownMenu className={styles.menu} popperConfig={menuOffset}>
          {items.map((item) => {
            const icon = item.iconUrl ? <Image src={item.iconUrl} alt="" width={20} height={20} unoptimized /> : null;
            return item.href ? (
              <DropdownItem key={item.id} href={item.href} target="_blank" rel="noopener noreferrer">
                {icon}
                {item.label} <span className="visually-hidden">{newTabText}</span>
              </DropdownItem>
            ) : (
              <DropdownItem key={item.id} as="button" onClick={copy}>
                {icon}
                {item.label}
              </DropdownItem>
            );
          })}
        </DropdownMenu>
      </Dropdown>
      <p className={styles.status} role="status">
        {copied ? copiedText : ''}
      </p>
    </div>
  );
}
