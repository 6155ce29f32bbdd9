'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { FormLabels } from './types';
import styles from './Forms.module.scss';

const subscribeNever = () => () => undefined;
const canCopy = () => typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
const cannotCopy = () => false;

export interface ConfirmationProps {
  reference: string;
  /** The quote form promises a call from an account executive; the other forms a reply. */
  quote: boolean;
  labels: FormLabels;
  thanksPath: string;
}

/**
 * A request stored: a card with its reference, a copy button and what happens next. The same words with and without
 * JavaScript (the server renders it in answer to a post; the script renders it in place of the form). Focus moves to
 * its heading: the `autofocus` attribute for a page loaded from a post, an effect when the script sent the form.
 * Without JavaScript (or a clipboard) the reference is text that selects whole with one tap.
 */
export function Confirmation({ reference, quote, labels, thanksPath }: ConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const clipboard = useSyncExternalStore(subscribeNever, canCopy, cannotCopy);
  const [copied, setCopied] = useState(false);
  useEffect(() => headingRef.current?.focus(), []);
  const headingId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      setCopied(true);
    } catch {
      // Refused (no permission): the text stays selectable, as without JavaScript.
      setCopied(false);
    }
  };
  return (
    <section className={styles.sent} aria-labelledby={headingId} data-submission-reference="">
      <h2 id={headingId} ref={headingRef} className="h4" tabIndex={-1} autoFocus>
        {labels.sentHeading}
      </h2>
      <p className={styles.referenceLabel}>{labels.referenceLabel}</p>
      <div className={styles.referenceRow}>
        <span className={styles.reference} data-reference="">
          {reference}
        </span>
        {clipboard && (
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={copy}>
            {labels.copy}
          </button>
        )}
        <span className={styles.copied} role="status">
          {copied ? labels.copied : ''}
        </span>
      </div>
      <h3 className="h6">{labels.nextHeading}</h3>
      <p>{quote ? labels.nextQuote : labels.nextOther}</p>
      <p>
        {labels.nextCall} <a href={`tel:+1${labels.phone.replace(/\D/g, '').slice(-10)}`}>{labels.phone}</a>.
      </p>
      <p className="mb-0">
        <a href={thanksPath}>{labels.sentNext}</a>
      </p>
    </section>
  );
}
