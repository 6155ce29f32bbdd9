'use client';

import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { QUERY_ALIASES } from '@/lib/constants';
import { letterAnchor, letterIndex, parseLetter } from '@/lib/widgets/glossary-letters';
import { readQuery } from '@/lib/routing/query';
import { useHeldClicks } from '@/lib/browser/use-held-clicks';
import { LetterIndex } from './LetterIndex';
import styles from './Glossary.module.scss';

export interface GlossaryTerm {
  id: string;
  title: string;
  body: ReactNode;
}

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);

const subscribeNever = () => () => {};
const queryLetter = () => parseLetter(readQuery(new URLSearchParams(window.location.search), QUERY_ALIASES.letter));

/**
 * Glossary terms as APG tabs on large screens (arrow keys, Home and End, roving tabindex, automatic activation) and
 * as a native select on small ones. The first term starts selected, or the first of the `letter` (`selLetter`)
 * query's letter; every body is server-rendered. The A–Z index selects a letter's first term; without JavaScript its
 * links jump to that term's panel, which CSS shows while it is the target.
 */
export function GlossaryTabs({
  terms,
  tabsLabel,
  selectLabel,
  indexLabel,
}: {
  terms: GlossaryTerm[];
  tabsLabel: string;
  selectLabel: string;
  indexLabel: string;
}) {
  const letters = letterIndex(terms.map((term) => term.title));
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const letter = useSyncExternalStore(subscribeNever, queryLetter, () => undefined);
  const fromQuery = letters.find((entry) => entry.letter === letter)?.firstTerm;
  const [chosen, setChosen] = useState<number>();
  const selected = chosen ?? fromQuery ?? 0;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tablist = useRef<HTMLDivElement>(null);
  const dropdown = useRef<HTMLSelectElement>(null);
  useHeldClicks(tablist);
  const id = useId();
  const anchors = new Map(letters.map((entry) => [entry.firstTerm ?? -1, letterAnchor(entry.letter)]));
  const panelId = (term: number) => anchors.get(term) ?? `${id}-panel-${term}`;

  // A term chosen on the dropdown before hydration is kept (React would otherwise put back the rendered value).
  useLayoutEffect(() => {
    const early = Number(dropdown.current?.value);
    if (Number.isInteger(early) && early !== selected) setChosen(early);
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Only on arrival (the query's letter never changes after it): later choices come from the index, tabs or dropdown.
  useEffect(() => {
    if (letter && fromQuery !== undefined && !window.location.hash) {
      document.getElementById(letterAnchor(letter))?.scrollIntoView();
    }
  }, [letter, fromQuery]);

  const select = (term: number, focus: boolean) => {
    const next = (term + terms.length) % terms.length;
    setChosen(next);
    if (focus) tabs.current[next]?.focus();
  };

  const jumpToLetter = (term: number) => {
    setChosen(term);
    window.requestAnimationFrame(() => document.getElementById(panelId(term))?.focus());
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
    <>
      <LetterIndex letters={letters} label={indexLabel} onJump={jumpToLetter} />
      <div className={styles.layout} data-hydrated={hydrated ? '' : undefined}>
        <div className="d-lg-none mb-4">
          <label htmlFor={`${id}-select`} className="form-label fw-semibold">
            {selectLabel}
          </label>
          <select
            ref={dropdown}
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
          ref={tablist}
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
              data-early-click=""
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={index === selected}
              aria-controls={panelId(index)}
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
              id={panelId(index)}
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
    </>
  );
}
