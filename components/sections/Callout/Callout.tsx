import type { ReactNode } from 'react';
import type { HeadingLevel } from '@/lib/render/params';
import { Heading } from '../../shared/Heading';
import { CtaBlock, type Cta } from '../../shared/CtaLink';
import { Section } from '../../shared/Section';
import { RichText } from '../../rendering/RichText/RichText';
import styles from './Callout.module.scss';

export const CALLOUT_TONES = ['green', 'cream', 'terracotta'] as const;
export type CalloutTone = (typeof CALLOUT_TONES)[number];

export interface CalloutProps {
  heading?: ReactNode;
  headingLevel: HeadingLevel;
  content?: ReactNode;
  cta?: Cta;
  tone: CalloutTone;
  anchor?: string;
  nested: boolean;
}

/** A boxed message that stands out from the text around it: a heading, a short text and one call to action. */
export function Callout({ heading, headingLevel, content, cta, tone, anchor, nested }: CalloutProps) {
  return (
    <Section nested={nested} id={anchor}>
      <div className={`${styles.callout} ${styles[tone]}`} data-tone={tone}>
        <div className={styles.text}>
          <Heading level={headingLevel} className={styles.heading}>
            {heading}
          </Heading>
          <RichText>{content}</RichText>
        </div>
        <CtaBlock cta={cta} variant={tone === 'green' ? 'light' : 'primary'} className={styles.action} />
      </div>
    </Section>
  );
}
