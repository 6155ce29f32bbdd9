import { Children, type ReactNode } from 'react';
import type { HeadingLevel } from '@/lib/params';
import type { RenderContext } from '@/lib/render/context';
import { Heading } from '../shared/Heading';
import { Section, type Background } from '../shared/Section';
import { RichText } from '../RichText/RichText';
import styles from './SignificantFigures.module.scss';

export interface SignificantFiguresProps {
  heading?: string;
  headingLevel: HeadingLevel;
  content?: unknown;
  figures: ReactNode[];
  background: Background;
  nested: boolean;
  context: RenderContext;
}

/** A row of figures (two per row on phones, up to four on large screens) under an optional heading. */
export function SignificantFigures({ heading, headingLevel, content, figures, background, nested, context }: SignificantFiguresProps) {
  if (!figures.length) return null;
  return (
    <Section nested={nested} background={background}>
      {heading ? (
        <Heading level={headingLevel} className={styles.heading}>
          {heading}
        </Heading>
      ) : null}
      <RichText value={content} context={context} className={styles.intro} />
      <ul className={styles.list} data-count={figures.length}>
        {Children.map(figures, (figure) => (
          <li>{figure}</li>
        ))}
      </ul>
    </Section>
  );
}
