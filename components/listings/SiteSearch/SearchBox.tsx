import styles from './SiteSearch.module.scss';

export interface SearchBoxLabels {
  /** The landmark's and the field's name ("Search the site"). */
  label: string;
  button: string;
  /** The locale's search page (`/search`, `/es/search`); `/search` when left out. */
  action?: string;
}

/**
 * A plain GET form to the locale's search page inside a search landmark: it works without JavaScript. The field's name is `q`, one of
 * docs/behaviour.md#numbers's aliases. `defaultValue` is an attribute React escapes, so a phrase is never markup.
 */
export function SearchBox({
  labels,
  defaultValue,
  className,
  visibleLabel = false,
  placeholder,
}: {
  labels: SearchBoxLabels;
  defaultValue?: string;
  className?: string;
  visibleLabel?: boolean;
  placeholder?: string;
}) {
  return (
    <form
      action={labels.action ?? '/search'}
      method="get"
      role="search"
      aria-label={labels.label}
      className={`${styles.form} ${className ?? ''}`.trim()}
    >
      <label className={styles.field}>
        <span className={visibleLabel ? styles.label : 'visually-hidden'}>{labels.label}</span>
        <input
          type="search"
          name="q"
          className={`form-control ${styles.input}`}
          defaultValue={defaultValue}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
        />
      </label>
      <button type="submit" className={`btn btn-primary ${styles.button}`}>
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.25" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{labels.button}</span>
      </button>
    </form>
  );
}
