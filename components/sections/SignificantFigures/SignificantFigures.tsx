import type { ReactNode } from 'react';
import type { HeadingLevel } from '@/lib/render/params';
import type { SlotChild } from '../../types';
import { Heading } from '../../shared/Heading';
import { Section, type Background } from '../../shared/Section';
import { RichText } from '../../rendering/RichText/RichText';
import styles from './SignificantFigures.module.scss';

export interface SignificantFiguresProps {
  heading?: ReactNode;
  headingLevel: HeadingLevel;
  content?: ReactNode;
  figures: SlotChild[];
  background: Background;
  nested: boolean;
}

/** A row of figures (two per row on phones, up to four on large screens) under an optional heading. */
export function SignificantFigures({
  heading,
  headingLevel,
  content,
  figures,
  background,
  nested,
}: SignificantFiguresProps) {
  if (!figures.length) return null;
  return (
    <Section nested={nested} background={background}>
      <Heading level={headingLevel} className={styles.heading}>
        {heading}
      </Heading>
      <RichText className={styles.intro}>{content}</RichText>
      <ul className={styles.list} data-count={figures.length}>
        {figures.map((figure) => (
          <li key={figure.id}>{figure.node}</li>
        ))}
      </ul>
    </Section>
  );
}
