import type { ReactNode } from 'react';
import type { HeadingLevel } from '@/lib/render/params';
import { Heading } from '../../shared/Heading';
import styles from './Faq.module.scss';

export interface FaqProps {
  question: string;
  questionLevel: HeadingLevel;
  answer: ReactNode;
  nested: boolean;
}

/**
 * One frequently asked question as an accordion item (docs/behaviour.md#interactive-widgets: each opens and closes on its own). A native
 * `<details>`, so answers open without JavaScript and find-in-page reveals them; consecutive FAQ widgets stack into
 * one accordion.
 */
export function Faq({ question, questionLevel, answer, nested }: FaqProps) {
  const item = (
    <details className={`accordion-item ${styles.item}`}>
      <summary className={styles.question}>
        <Heading level={questionLevel} className={styles.heading}>
          {question}
        </Heading>
      </summary>
      <div className={styles.answer}>{answer}</div>
    </details>
  );
  if (nested) return <div className={`accordion ${styles.faq}`}>{item}</div>;
  return (
    <div className={`${styles.band} ${styles.faq}`}>
      <div className="container">
        <div className="accordion">{item}</div>
      </div>
    </div>
  );
}
