import { Children, type ReactNode } from 'react';
import type { HeadingLevel } from '@/lib/params';
import type { RenderContext } from '@/lib/render/context';
import { Heading } from '../shared/Heading';
import { Section, type Background } from '../shared/Section';
import { RichText } from '../RichText/RichText';
import styles from './AssociateTileSection.module.scss';

export interface AssociateTileSectionProps {
  heading?: string;
  headingLevel: HeadingLevel;
  content?: unknown;
  tiles: ReactNode[];
  background: Background;
  anchor?: string;
  nested: boolean;
  context: RenderContext;
}

/** A grid of people or partner tiles: one column on small phones, two from 576px, three from 768px, four from 992px. */
export function AssociateTileSection({ heading, headingLevel, content, tiles, background, anchor, nested, context }: AssociateTileSectionProps) {
  if (!tiles.length) return null;
  return (
    <Section nested={nested} background={background} id={anchor}>
      {heading ? (
        <Heading level={headingLevel} className={styles.heading}>
          {heading}
        </Heading>
      ) : null}
      <RichText value={content} context={context} className={styles.intro} />
      <ul className={`row row-cols-1 row-cols-sm-2 row-cols-md-3 row-cols-lg-4 g-4 ${styles.grid}`}>
        {Children.map(tiles, (tile) => (
          <li className="col">{tile}</li>
        ))}
      </ul>
    </Section>
  );
}
