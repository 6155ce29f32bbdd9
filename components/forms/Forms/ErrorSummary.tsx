import type { Ref } from 'react';
import { describeIssue, type FormMessages, type Issue } from '@/lib/forms/rules';
import type { ShownField } from './types';
import styles from './Forms.module.scss';

export interface ErrorSummaryProps {
  ref?: Ref<HTMLDivElement>;
  heading: string;
  issues: Record<string, Issue>;
  fields: readonly ShownField[];
  formId: string;
  messages: FormMessages;
  failure?: string;
  /** True when the page is the server's answer to a post: the browser focuses the summary on load. */
  autoFocus?: boolean;
}

/**
 * The summary at the top of a form: takes focus after a submit that found problems (autofocus when the server
 * answered without JavaScript), and links each problem to its field.
 */
export function ErrorSummary({
  ref,
  heading,
  issues,
  fields,
  formId,
  messages,
  failure,
  autoFocus,
}: ErrorSummaryProps) {
  const listed = fields.filter((field) => issues[field.name]);
  if (!listed.length && !failure) return <div ref={ref} tabIndex={-1} />;
  return (
    <div
      ref={ref}
      className={styles.summary}
      tabIndex={-1}
      autoFocus={autoFocus}
      role="alert"
      aria-labelledby={`${formId}-summary`}
    >
      <h2 id={`${formId}-summary`} className="h5">
        {heading}
      </h2>
      {failure && <p className="mb-0">{failure}</p>}
      {listed.length > 0 && (
        <ul className="mb-0">
          {listed.map((field) => (
            <li key={field.name}>
              <a
                href={`#${formId}-${field.name}`}
                onClick={(event) => {
                  const target = document.getElementById(`${formId}-${field.name}`);
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                  target.scrollIntoView({ block: 'center' });
                }}
              >
                {describeIssue(issues[field.name]!, field.label, messages).summary}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
