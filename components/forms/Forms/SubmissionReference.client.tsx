'use client';

import { useSyncExternalStore } from 'react';
import styles from './Forms.module.scss';

const REFERENCE = /^V[QCLAM]-[A-Z2-9]{4}-[A-Z2-9]{4}$/;
const subscribeNever = () => () => undefined;
/** The ?ref= of the address, only when it looks like one of ours. */
const readReference = () => {
  const ref = new URLSearchParams(window.location.search).get('ref') ?? '';
  return REFERENCE.test(ref) ? ref : '';
};

/**
 * The reference of the submission just sent, read from ?ref= in the browser so the thank-you page itself stays
 * prerendered. Rendered as a text node only; nothing when the address carries none (or anything else).
 */
export function SubmissionReference({ label }: { label: string }) {
  const reference = useSyncExternalStore(subscribeNever, readReference, () => '');
  if (!reference) return null;
  return (
    <p data-submission-reference="">
      {label} <span className={styles.reference}>{reference}</span>
    </p>
  );
}
