import type { HeadingLevel } from '@/lib/params';
import type { LinkEntry } from '@/lib/links';
import type { RenderContext } from '@/lib/render/context';
import { Heading } from '../shared/Heading';
import { CtaLink } from '../shared/CtaLink';
import { Section } from '../shared/Section';
import { RichText } from '../RichText/RichText';
import styles from './Callout.module.scss';

export const CALLOUT_TONES = ['green', 'cream', 'terracotta'] as const;
export type CalloutTone = (typeof CALLOUT_TONES)[number];

export interface CalloutProps {
  heading?: string;
  headingLevel: HeadingLevel;
  content?: unknown;
  cta?: LinkEntry;
  tone: CalloutTone;
  anchor?: string;
  nested: boolean;
  context: RenderContext;
}

/** A boxed message that stands out from the text around it: a heading, a short text and one call to action. */
export function Callout({ heading, headingLevel, content, cta, tone, anchor, nested, context }: CalloutProps) {
  return (
    <Section nested={nested} id={anchor}>
      <div className={`${styles.callout} ${styles[tone]}`} data-tone={tone}>
        <div className={styles.text}>
          {heading ? (
            <Heading level={headingLevel} className={styles.heading}>
              {heading}
            </Heading>
          ) : null}
          <RichText value={content} context={context} />
        </div>
        {cta ? (
          <div className={styles.action}>
            <CtaLink entry={cta} context={context} variant={tone === 'green' ? 'light' : 'primary'} />
          </div>
        ) : null}
      </div>
    </Section>
  );
}
