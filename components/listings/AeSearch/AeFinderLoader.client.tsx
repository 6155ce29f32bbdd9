'use client';

import dynamic from 'next/dynamic';
import type { FinderProps } from './types';
import styles from './AeSearch.module.scss';

// react-select renders client-only: its server markup puts <style> in the body, which is invalid HTML. The
// placeholder keeps the form's height so nothing shifts when it arrives.
const AeFinder = dynamic(() => import('./AeFinder.client'), {
  ssr: false,
  loading: () => <div className={styles.placeholder} aria-hidden="true" />,
});

export function AeFinderLoader(props: FinderProps) {
  return <AeFinder {...props} />;
}
