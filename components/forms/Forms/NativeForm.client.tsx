'use client';

import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
} from 'react';
import { submitForm, type FormState } from '@/lib/forms/actions';
import { FORM_GROUPS, HONEYPOT, SUBMISSION_TOKEN, type FormId } from '@/lib/forms/definitions';
import { checkField, describeIssue, hasPoBox, validate, type FormValues, type Issue } from '@/lib/forms/rules';
import { Field } from './Field';
import { ErrorSummary } from './ErrorSummary';
import { Confirmation } from './Confirmation';
import type { FormTexts, ShownField } from './types';
import styles from './Forms.module.scss';

export interface NativeFormProps extends FormTexts {
  form: FormId;
  fields: ShownField[];
  /** The optional fields shown (sent along so the server checks the same set). */
  optional: string[];
  thanksPath: string;
  /** The page's own path: where the form posts before (or without) JavaScript. */
  pagePath: string;
  /** The page's locale, stored with a submission that is not in the default language (lib/forms/actions.ts). */
  locale?: string;
}

/** Fields that take both columns of a grouped form on wide screens. */
const WIDE_KINDS = new Set<ShownField['kind']>(['textarea', 'checkboxes', 'street']);

const subscribeNever = () => () => undefined;
const scripted = () => true;
const unscripted = () => false;

/** 128 random bits as hex (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function readValues(element: HTMLFormElement, fields: readonly ShownField[]): FormValues {
  const data = new FormData(element);
  const values: FormValues = {};
  for (const field of fields)
    values[field.name] =
      field.kind === 'checkboxes' ? data.getAll(field.name).map(String) : String(data.get(field.name) ?? '');
  return values;
}

/**
 * A site form. Without JavaScript it posts to the page (a server action) and the server answers with the page,
 * the summary, the messages and the values, or the confirmation. With JavaScript it is checked with the same rules
 * and sent without a reload; the server checks everything again and the same confirmation replaces the form. A post
 * sent again is stored once (lib/forms/store.ts, submissionKey).
 *
 * When messages show: nothing before the first submit but a field's own message once the visitor changed it and
 * left it; the summary only after a submit; from then on every field is checked as it is left, and a message goes
 * as soon as its field is put right.
 */
export function NativeForm({
  form,
  fields,
  optional,
  thanksPath,
  pagePath,
  locale,
  labels,
  messages,
}: NativeFormProps) {
  const [state, formAction, pending] = useActionState<FormState, FormData>(
    submitForm,
    { values: {}, issues: {} },
    pagePath,
  );
  const [issues, setIssues] = useState<Record<string, Issue>>(state.issues);
  const [street, setStreet] = useState(String(state.values.street ?? ''));
  const [attempt, setAttempt] = useState(0);
  const changedRef = useRef(new Set<string>());
  const formRef = useRef<HTMLFormElement>(null);
  const tokenRef = useRef('');
  const summaryRef = useRef<HTMLDivElement>(null);
  const formId = `form-${form}`;
  // Marks the form as scripted (tests wait for it): false in the server's HTML and while hydrating, true after.
  const hydrated = useSyncExternalStore(subscribeNever, scripted, unscripted);

  // What the server answered replaces what the browser found (state adjusted while rendering, not in an effect).
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    setIssues(state.issues);
  }
  useEffect(() => {
    if (attempt) summaryRef.current?.focus();
  }, [attempt, state]);

  // A submit was tried (here, or the server's answer to a post without JavaScript).
  const submitted = attempt > 0 || Object.keys(state.issues).length > 0 || Boolean(state.failure);

  const recheck = (field: ShownField, keepFixedOnly: boolean) => {
    if (!formRef.current) return;
    const values = readValues(formRef.current, fields);
    if (field.name === 'street') setStreet(String(values.street ?? ''));
    const issue = checkField(field, values);
    setIssues((current) => {
      if (keepFixedOnly && (issue || !current[field.name])) return current;
      const next = { ...current };
      if (issue) next[field.name] = issue;
      else delete next[field.name];
      return next;
    });
  };

  const onBlur = (field: ShownField) => (event: FocusEvent<HTMLElement>) => {
    // Leaving a field for the send button: the submit checks everything. Changing messages now would move the
    // button between the press and the release, and the click would be lost.
    if ((event.relatedTarget as HTMLButtonElement | null)?.type === 'submit') return;
    // Tabbing through an untouched form says nothing: an empty field is only wrong once a submit was tried.
    if (!submitted && !changedRef.current.has(field.name)) return;
    recheck(field, false);
  };

  // Typing never adds a message, but one that was put right goes at once.
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: string }).name;
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) return;
    changedRef.current.add(field.name);
    recheck(field, true);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const found = validate(fields, readValues(element, fields));
    setIssues(found);
    setAttempt((count) => count + 1);
    if (Object.keys(found).length) return;
    const data = new FormData(element);
    // One token for the life of this form: sending it again (after an error, a second press) is the same post.
    tokenRef.current ||= newToken();
    data.set(SUBMISSION_TOKEN, tokenRef.current);
    startTransition(() => formAction(data));
  };

  if (state.reference)
    return (
      <Confirmation reference={state.reference} quote={form === 'quote'} labels={labels} thanksPath={thanksPath} />
    );
  const failure = state.failure ? labels[state.failure] : undefined;
  const shownIssues = issues;
  // The summary is the answer to a submit, never to leaving a field.
  const summaryIssues = submitted ? issues : {};
  const groups = FORM_GROUPS[form];
  const renderField = (field: ShownField) => (
    <div key={field.name} className={WIDE_KINDS.has(field.kind) ? styles.wide : styles.cell}>
      <Field
        field={field}
        formId={formId}
        value={state.values[field.name]}
        error={shownIssues[field.name] && describeIssue(shownIssues[field.name]!, field.label, messages).inline}
        warning={field.kind === 'street' && hasPoBox(street) ? messages.poBoxWarning : undefined}
        optionalText={labels.optional}
        chooseText={labels.choose}
        onBlur={onBlur(field)}
      />
    </div>
  );
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onChange={onChange}
      noValidate
      className={styles.form}
      id={formId}
      data-hydrated={hydrated || undefined}
    >
      <ErrorSummary
        ref={summaryRef}
        heading={labels.summaryHeading}
        issues={summaryIssues}
        fields={fields}
        formId={formId}
        messages={messages}
        failure={failure}
        autoFocus={Object.keys(state.issues).length > 0 || Boolean(state.failure)}
      />
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="optional" value={optional.join(',')} />
      {locale && <input type="hidden" name="locale" value={locale} />}
      {/* Empty in the static page (the same for everyone); the script fills it once per form, at the first send. */}
      <input type="hidden" name={SUBMISSION_TOKEN} value="" />
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${formId}-${HONEYPOT}`}>Website</label>
        <input id={`${formId}-${HONEYPOT}`} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {groups ? (
        <div className={styles.groups}>
          {groups.map((group) => (
            <fieldset key={group.legend} className={styles.group}>
              <legend className={`h5 ${styles.groupLegend}`}>{labels.groups[group.legend]}</legend>
              <div className={styles.groupFields}>
                {fields.filter((field) => group.fields.includes(field.name)).map(renderField)}
              </div>
            </fieldset>
          ))}
        </div>
      ) : (
        <div className={styles.fields}>{fields.map(renderField)}</div>
      )}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? labels.sending : labels.submit}
      </button>
    </form>
  );
}
