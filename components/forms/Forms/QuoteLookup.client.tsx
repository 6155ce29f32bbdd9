'use client';

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { lookupQuote, type LookupState } from '@/lib/forms/actions';
import { LOOKUP_FIELDS } from '@/lib/forms/definitions';
import { validate, describeIssue, type Issue, type FormValues } from '@/lib/forms/rules';
import { ErrorSummary } from './ErrorSummary';
import { Field } from './Field';
import type { FormTexts, ShownField } from './types';
import styles from './Forms.module.scss';

export interface LookupLabels {
  find: string;
  notFound: string;
  limit: string;
  unavailable: string;
  foundHeading: string;
  receivedOn: string;
  business: string;
  coverages: string;
  nextSteps: string;
}

export interface QuoteLookupProps extends FormTexts {
  fields: ShownField[];
  lookup: LookupLabels;
  /** The page's own path: where the form posts before (or without) JavaScript. */
  pagePath: string;
}

/** Quote lookup: four answers in, the request and what happens next out; one message for any wrong answer. */
export function QuoteLookup({ fields, labels, messages, lookup, pagePath }: QuoteLookupProps) {
  const [state, action, pending] = useActionState<LookupState, FormData>(
    lookupQuote,
    { values: {}, issues: {} },
    pagePath,
  );
  const [issues, setIssues] = useState<Record<string, Issue>>(state.issues);
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  // What the server answered replaces what the browser found (state adjusted while rendering, not in an effect).
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    setIssues(state.issues);
  }
  useEffect(() => {
    if (!attempt) return;
    // The summary holds content only when the answer has issues; otherwise the result takes focus.
    const summary = summaryRef.current;
    (summary?.hasChildNodes() ? summary : resultRef.current)?.focus();
  }, [attempt, state]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: FormValues = Object.fromEntries(
      fields.map((field) => [field.name, String(data.get(field.name) ?? '')]),
    );
    const found = validate(LOOKUP_FIELDS, values);
    setIssues(found);
    setAttempt((count) => count + 1);
    if (!Object.keys(found).length) startTransition(() => action(data));
  };

  const answer =
    state.result && state.result !== 'found'
      ? lookup[state.result === 'not-found' ? 'notFound' : state.result]
      : undefined;
  return (
    <>
      <form action={action} onSubmit={onSubmit} noValidate className={styles.form} id="quote-lookup">
        <ErrorSummary
          ref={summaryRef}
          heading={labels.summaryHeading}
          issues={issues}
          fields={fields}
          formId="quote-lookup"
          messages={messages}
          autoFocus={Object.keys(state.issues).length > 0}
        />
        {fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            formId="quote-lookup"
            value={state.values[field.name]}
            error={issues[field.name] && describeIssue(issues[field.name]!, field.label, messages).inline}
            optionalText={labels.optional}
            chooseText={labels.choose}
          />
        ))}
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {lookup.find}
        </button>
      </form>
      <div ref={resultRef} tabIndex={-1} aria-live="polite" className="mt-4" autoFocus={Boolean(state.result)}>
        {answer && <p className={styles.error}>{answer}</p>}
        {state.quote && (
          <div data-quote-result="">
            <h2 className="h4">
              {lookup.foundHeading} <span className={styles.reference}>{state.quote.reference}</span>
            </h2>
            <dl>
              <dt>{lookup.receivedOn}</dt>
              <dd>{state.quote.receivedOn}</dd>
              <dt>{lookup.business}</dt>
              <dd>
                {state.quote.businessName} ({state.quote.businessType})
              </dd>
              {state.quote.coverages.length > 0 && (
                <>
                  <dt>{lookup.coverages}</dt>
                  <dd>{state.quote.coverages.join(', ')}</dd>
                </>
              )}
            </dl>
            <p>{lookup.nextSteps}</p>
          </div>
        )}
      </div>
    </>
  );
}
