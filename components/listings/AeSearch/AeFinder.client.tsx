'use client';

import { createContext, useContext, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Select, { components, type InputProps, type SelectInstance } from 'react-select';
import { DROPDOWN_OFFSET_PX, QUERY_ALIASES, SELECT } from '@/lib/constants';
import { executivesForState, messageLines, stateOptionForZip, territorySearchEvent } from '@/lib/widgets/ae-search';
import { type StateOption } from '@/lib/widgets/ae-search';
import { readQuery } from '@/lib/routing/query';
import { ExecutiveCards } from './ExecutiveCards';
import type { ExecutiveCard, FinderProps } from './types';
import styles from './AeSearch.module.scss';

const THEME_COLORS = {
  primary: '#235a3d',
  primary75: '#2e7049',
  primary50: '#b9d6c1',
  primary25: '#e3efe6',
  neutral50: '#5c6661',
};

/**
 * react-select sets the input's aria-describedby itself (to its placeholder or live region) and ignores the prop, so
 * the helper text and the required message are added to whatever it chose through this context.
 */
const DescribedBy = createContext('');

function DescribedInput(props: InputProps<StateOption, false>) {
  const extra = useContext(DescribedBy);
  const own = (props as { 'aria-describedby'?: string })['aria-describedby'];
  return <components.Input {...props} aria-describedby={[own, extra].filter(Boolean).join(' ') || undefined} />;
}

interface SearchResult {
  state: StateOption;
  executives: ExecutiveCard[];
}

function search(state: StateOption, executives: ExecutiveCard[]): SearchResult {
  return { state, executives: executivesForState(executives, state.abbreviation || state.value) };
}

function reportSearch({ state, executives }: SearchResult) {
  window.dataLayer ??= [];
  window.dataLayer.push(territorySearchEvent(state, executives.length));
}

/** The search a `zip` (or `zipcode`) query asks for: its state and result, or invalid when it names no state. */
function searchFromQuery({ states, executives }: Pick<FinderProps, 'states' | 'executives'>) {
  const zip = readQuery(new URLSearchParams(window.location.search), QUERY_ALIASES.zip)?.trim();
  if (!zip) return { zipInvalid: false, result: null };
  const state = stateOptionForZip(zip, states);
  return state ? { zipInvalid: false, result: search(state, executives) } : { zipInvalid: true, result: null };
}

/**
 * The executive finder: a react-select of states (not clearable, closes on select, 5 options a page, menu 140 to
 * 300 px), a Go button, helper text until a state is chosen. Submitting without a state shows stateRequired and
 * focuses the dropdown; otherwise the button is disabled while the cards are found, then the result is announced
 * and a TerritoryExecSearch event goes to the data layer. A `zip` or `zipcode` query selects its state and runs the
 * search on arrival; a ZIP code that names no state in the list shows zipInvalid instead.
 */
export default function AeFinder({ states, executives, labels }: FinderProps) {
  const [fromQuery] = useState(() => searchFromQuery({ states, executives }));
  const [state, setState] = useState<StateOption | null>(fromQuery.result?.state ?? null);
  const [showRequired, setShowRequired] = useState(false);
  const [zipInvalid, setZipInvalid] = useState(fromQuery.zipInvalid);
  const [processing, setProcessing] = useState(false);
  const [result, setResult] = useState<SearchResult | null>(fromQuery.result);
  const select = useRef<SelectInstance<StateOption, false>>(null);
  const id = useId();

  useEffect(() => {
    if (fromQuery.result) reportSearch(fromQuery.result);
  }, [fromQuery]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!state) {
      setShowRequired(true);
      select.current?.focus();
      return;
    }
    setProcessing(true);
    window.requestAnimationFrame(() => {
      const found = search(state, executives);
      setResult(found);
      setProcessing(false);
      reportSearch(found);
    });
  };

  const describedBy = [
    showRequired && !state ? `${id}-required` : '',
    zipInvalid ? `${id}-zip-invalid` : '',
    !state && labels.helperText ? `${id}-helper` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div data-ae-finder="">
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-input`} className="form-label fw-semibold">
          {labels.state}
        </label>
        <div className={styles.row}>
          <div className={styles.select}>
            <DescribedBy.Provider value={describedBy}>
              <Select<StateOption, false>
                ref={select}
                instanceId={id}
                inputId={`${id}-input`}
                classNamePrefix="state-select"
                options={states}
                value={state}
                onChange={(option) => {
                  setState(option);
                  setShowRequired(false);
                  setZipInvalid(false);
                }}
                isClearable={false}
                closeMenuOnSelect
                pageSize={SELECT.pageSize}
                minMenuHeight={SELECT.minMenuHeight}
                maxMenuHeight={SELECT.maxMenuHeight}
                placeholder={labels.placeholder}
                noOptionsMessage={() => labels.noOptions}
                loadingMessage={() => labels.loading}
                aria-invalid={showRequired && !state}
                aria-errormessage={showRequired && !state ? `${id}-required` : undefined}
                components={{ Input: DescribedInput }}
                theme={(theme) => ({
                  ...theme,
                  colors: { ...theme.colors, ...THEME_COLORS },
                  spacing: { ...theme.spacing, menuGutter: DROPDOWN_OFFSET_PX },
                })}
              />
            </DescribedBy.Provider>
          </div>
          <button type="submit" className="btn btn-primary" disabled={processing}>
            {processing ? labels.processing : labels.go}
          </button>
        </div>
        {showRequired && !state ? (
          <p id={`${id}-required`} className={styles.error} role="alert">
            {messageLines(labels.stateRequired).flatMap((line, index) =>
              index ? [<br key={`br-${line}`} />, line] : [line],
            )}
          </p>
        ) : null}
        {zipInvalid ? (
          <p id={`${id}-zip-invalid`} className={styles.error} role="alert">
            {labels.zipInvalid}
          </p>
        ) : null}
        {!state && labels.helperText ? (
          <p id={`${id}-helper`} className={styles.helper}>
            {labels.helperText}
          </p>
        ) : null}
      </form>
      <div aria-live="polite" className={styles.results}>
        {result ? (
          <>
            <h3 className="h4">{labels.resultsHeading}</h3>
            <p>
              {result.executives.length
                ? labels.resultsCount
                    .replace('{count}', String(result.executives.length))
                    .replace('{state}', result.state.label)
                : labels.noResults}
            </p>
            <ExecutiveCards executives={result.executives} />
          </>
        ) : null}
      </div>
    </div>
  );
}
