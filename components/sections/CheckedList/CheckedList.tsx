import type { ReactNode } from 'react';
import type { HeadingLevel } from '@/lib/render/params';
import { Heading } from '../../shared/Heading';
import { CtaBlock, type Cta } from '../../shared/CtaLink';
import { Section, type Background } from '../../shared/Section';
import { RichText } from '../../rendering/RichText/RichText';
import styles from './CheckedList.module.scss';

export interface CheckedListProps {
  heading?: ReactNode;
  headingLevel: HeadingLevel;
  content?: ReactNode;
  columns: 1 | 2;
  cta?: Cta;
  background: Background;
  anchor?: string;
  nested: boolean;
}

/**
 * A heading and rich text whose bulleted lists show as check marks: the editor writes an ordinary list, the widget
 * styles it, and screen readers still hear a list.
 */
export function CheckedList({
  heading,
  headingLevel,
  content,
  columns,
  cta,
  background,
  anchor,
  nested,
}: CheckedListProps) {
  return (
    <Section nested={nested} background={background} id={anchor}>
      <Heading level={headingLevel} className={styles.heading}>
        {heading}
      </Heading>
      <RichText className={`${styles.checked} ${columns === 2 ? styles.twoColumns : ''}`}>{content}</RichText>
      <CtaBlock cta={cta} />
    </Section>
  );
}
