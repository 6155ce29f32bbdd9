'use client';

import { useId, useState, type ReactNode } from 'react';
import type { HeadingLevel } from '@/lib/params';

/**
 * One APG accordion item: a heading holding a button that toggles its answer region (click, Enter, Space). The
 * answer is server-rendered and only hidden, so crawlers and find-in-page see it.
 */
export function FaqItem({ question, level, className, children }: { question: string; level: HeadingLevel; className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const Heading = level;
  return (
    <div className={`accordion-item ${className ?? ''}`.trim()}>
      <Heading className="accordion-header m-0">
        <button
          type="button"
          id={`${id}-button`}
          className={`accordion-button ${open ? '' : 'collapsed'}`.trim()}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((value) => !value)}
        >
          {question}
        </button>
      </Heading>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} className="accordion-body" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
