'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Glossary.module.scss';

export interface GlossaryTerm {
  id: string;
  title: string;
  body: ReactNode;
}

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * Glossary terms as APG tabs on large screens (arrow keys, Home and End, roving tabindex, automatic activation) and
 * as a native select on small ones. The first term starts selected; every body is server-rendered.
 */
export function GlossaryTabs({
  terms,
  tabsLabel,
  selectLabel,
}: {
  terms: GlossaryTerm[];
  tabsLabel: string;
  selectLabel: string;
}) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  const select = (index: number, focus: boolean) => {
    const next = (index + terms.length) % terms.length;
    setSelected(next);
    if (focus) tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    let target: number | undefined;
    if (NEXT_KEYS.has(event.key)) target = selected + 1;
    else if (PREVIOUS_KEYS.has(event.key)) target = selected - 1;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = terms.length - 1;
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  return (
    <div className={styles.layout}>
      <div className="d-lg-none mb-4">
        <label htmlFor={`${id}-select`} className="form-label fw-semibold">
          {selectLabel}
        </label>
        <select
          id={`${id}-select`}
          className="form-select"
          value={selected}
          onChange={(event) => select(Number(event.target.value), false)}
        >
          {terms.map((term, index) => (
            <option key={term.id} value={index}>
              {term.title}
            </option>
          ))}
        </select>
      </div>
      <div
        role="tablist"
        aria-label={tabsLabel}
        aria-orientation="vertical"
        className={`${styles.tablist} d-none d-lg-flex`}
      >
        {terms.map((term, index) => (
          <button
            key={term.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index, false)}
            onKeyDown={onKeyDown}
          >
            {term.title}
          </button>
        ))}
      </div>
      <div className={styles.panels}>
        {terms.map((term, index) => (
          <div
            key={term.id}
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            tabIndex={0}
            hidden={index !== selected}
            className={styles.panel}
          >
            <h3 className={styles.termTitle}>{term.title}</h3>
            {term.body}
          </div>
        ))}
      </div>
    </div>
  );
}
