import type { FocusEvent } from 'react';
import type { ShownField } from './types';
import styles from './Forms.module.scss';
import '@/styles/bootstrap/forms.scss';

export interface FieldProps {
  field: ShownField;
  formId: string;
  value: string | string[] | undefined;
  error?: string;
  warning?: string;
  optionalText: string;
  chooseText: string;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

const INPUT_TYPE: Partial<Record<ShownField['kind'], string>> = {
  email: 'email',
  tel: 'tel',
  date: 'date',
  number: 'number',
};

/** One labelled field: help, warning and error tied to the control with aria-describedby. Values are text only. */
export function Field({ field, formId, value, error, warning, optionalText, chooseText, onBlur }: FieldProps) {
  const id = `${formId}-${field.name}`;
  const described = [field.help && `${id}-help`, warning && `${id}-warning`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: field.name,
    'aria-describedby': described || undefined,
    'aria-invalid': error ? true : undefined,
    onBlur,
  };
  const text = typeof value === 'string' ? value : '';
  const label = (
    <>
      {field.label}
      {!field.required && <span className={styles.optional}> {optionalText}</span>}
    </>
  );
  const notes = (
    <>
      {field.help && (
        <p id={`${id}-help`} className="form-text mb-0">
          {field.help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
  const after = warning && (
    <p id={`${id}-warning`} className={styles.warning}>
      {warning}
    </p>
  );

  if (field.kind === 'checkboxes') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className="mb-3" id={id} aria-describedby={described || undefined} tabIndex={-1}>
        <legend className={`form-label ${styles.legend}`}>{label}</legend>
        {notes}
        {field.options?.map((option, index) => (
          <div className={`form-check ${styles.check}`} key={option}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`${id}-${index}`}
              name={field.name}
              value={option}
              defaultChecked={chosen.includes(option)}
              onBlur={onBlur}
            />
            <label className="form-check-label" htmlFor={`${id}-${index}`}>
              {field.optionLabels?.[option] ?? option}
            </label>
          </div>
        ))}
      </fieldset>
    );
  }

  const control =
    field.kind === 'select' || field.kind === 'state' ? (
      // No defaultValue when empty: hydrating a select with one resets a choice made before the script ran.
      <select {...common} className={`form-select${error ? ' is-invalid' : ''}`} defaultValue={text || undefined}>
        <option value="">{chooseText}</option>
        {(field.options ?? Object.keys(field.optionLabels ?? {})).map((option) => (
          <option key={option} value={option}>
            {field.optionLabels?.[option] ?? option}
          </option>
        ))}
      </select>
    ) : field.kind === 'textarea' ? (
      <textarea
        {...common}
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={4}
        defaultValue={text}
        maxLength={field.maxLength}
      />
    ) : (
      <input
        {...common}
        type={INPUT_TYPE[field.kind] ?? 'text'}
        className={`form-control${error ? ' is-invalid' : ''}`}
        defaultValue={text}
        autoComplete={field.autoComplete}
        inputMode={field.kind === 'zip' ? 'numeric' : undefined}
      />
    );
  // Label, control, then help and messages below: in a two-column group each part is a row of a subgrid, so the
  // labels of a row share one height and the controls line up whatever the help text's length.
  return (
    <div className={`mb-3 ${styles.field}`}>
      <label className={`form-label ${styles.label}`} htmlFor={id}>
        {label}
      </label>
      {control}
      <div className={styles.notes}>
        {notes}
        {after}
      </div>
    </div>
  );
}
