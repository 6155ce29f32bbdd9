'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { readQuery } from '@/lib/routing/query';
import { supportIdText } from '@/lib/text/tokens';

const PLACEHOLDER = '[data-support-id]';

/**
 * Fills the support-id placeholders RichText renders for `[SUPPORT_ID_HERE]` with 'Support ID: ' plus the
 * `supportid` query value (any letter case), as text only. Done in the browser so pages stay prerendered; placeholders
 * that mount later (a modal's body) are filled as they appear.
 */
export function SupportIdFiller() {
  const pathname = usePathname();
  useEffect(() => {
    const text = supportIdText(readQuery(new URLSearchParams(window.location.search), ['supportid']));
    const fill = () => {
      for (const span of document.querySelectorAll<HTMLElement>(PLACEHOLDER)) {
        if (span.textContent !== text) span.textContent = text;
      }
    };
    fill();
    if (!text) return;
    const observer = new MutationObserver(fill);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}
