import type { HeadingLevel } from '@/lib/params';
import type { LinkEntry } from '@/lib/links';
import type { RenderContext } from '@/lib/render/context';
import { Heading } from '../shared/Heading';
import { CtaLink } from '../shared/CtaLink';
import { Section, type Background } from '../shared/Section';
import { RichText } from '../RichText/RichText';
import styles from './CheckedList.module.scss';

export interface CheckedListProps {
  heading?: string;
  headingLevel: HeadingLevel;
  content?: unknown;
  columns: 1 | 2;
  cta?: LinkEntry;
  background: Background;
  anchor?: string;
  nested: boolean;
  context: RenderContext;
}

/**
 * A heading and rich text whose bulleted lists show as check marks: the editor writes an ordinary list, the widget
 * styles it, and screen readers still hear a list.
 */
export function CheckedList({ heading, headingLevel, content, columns, cta, background, anchor, nested, context }: CheckedListProps) {
  return (
    <Section nested={nested} background={background} id={anchor}>
      {heading ? (
        <Heading level={headingLevel} className={styles.heading}>
          {heading}
        </Heading>
      ) : null}
      <RichText value={content} context={context} className={`${styles.checked} ${columns === 2 ? styles.twoColumns : ''}`} />
      {cta ? (
        <div className="mt-4">
          <CtaLink entry={cta} context={context} />
        </div>
      ) : null}
    </Section>
  );
}
