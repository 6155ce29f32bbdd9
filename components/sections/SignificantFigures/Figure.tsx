import type { ReactNode } from 'react';
import styles from './SignificantFigures.module.scss';

/** The significant figure entity of docs/behaviour.md#content-model. */
export interface FigureProps {
  data: ReactNode;
  dataUnits?: ReactNode;
  description?: ReactNode;
  disclaimer?: ReactNode;
}

/** Units that are a symbol, not a word: written against the number in en-US ("94%", "40+"), never after a space. */
const SYMBOL_UNITS = /^[%+×x°]/u;

/** One figure: the number large, its units beside it, what it measures, and an optional disclaimer. */
export function Figure({ data, dataUnits, description, disclaimer }: FigureProps) {
  return (
    <div className={styles.figure}>
      <p className={styles.value}>
        <span className={styles.data}>{data}</span>
        {dataUnits ? (
          <span
            className={`${styles.units} ${typeof dataUnits === 'string' && SYMBOL_UNITS.test(dataUnits) ? styles.symbol : ''}`}
          >
            {dataUnits}
          </span>
        ) : null}
      </p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {disclaimer ? <p className={styles.disclaimer}>{disclaimer}</p> : null}
    </div>
  );
}
