import type { HeadingLevel } from '@/lib/params';
import type { RenderContext } from '@/lib/render/context';
import { RichText, renderRichText } from '../RichText/RichText';
import { FaqItem } from './FaqItem.client';
import styles from './Faq.module.scss';

export interface FaqProps {
  question: string;
  questionLevel: HeadingLevel;
  answer?: unknown;
  nested: boolean;
  context: RenderContext;
}

/** One frequently asked question as an accordion item; consecutive FAQ widgets stack into one accordion. */
export function Faq({ question, questionLevel, answer, nested, context }: FaqProps) {
  const item = (
    <FaqItem question={question} level={questionLevel} className={styles.item}>
      <RichText>{renderRichText(answer, context)}</RichText>
    </FaqItem>
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
