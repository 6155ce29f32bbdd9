import type { ReactNode } from 'react';
import type { HeadingLevel } from '@/lib/render/params';
import type { SlotChild } from '../../types';
import { Heading } from '../../shared/Heading';
import { Section, type Background } from '../../shared/Section';
import { RichText } from '../../rendering/RichText/RichText';
import styles from './AssociateTileSection.module.scss';

export interface AssociateTileSectionProps {
  heading?: ReactNode;
  headingLevel: HeadingLevel;
  content?: ReactNode;
  tiles: SlotChild[];
  background: Background;
  anchor?: string;
  nested: boolean;
}

/** A grid of people or partner tiles: one column on small phones, two from 576px, three from 768px, four from 992px. */
export function AssociateTileSection({
  heading,
  headingLevel,
  content,
  tiles,
  background,
  anchor,
  nested,
}: AssociateTileSectionProps) {
  if (!tiles.length) return null;
  return (
    <Section nested={nested} background={background} id={anchor}>
      <Heading level={headingLevel} className={styles.heading}>
        {heading}
      </Heading>
      <RichText className={styles.intro}>{content}</RichText>
      <ul className={`row row-cols-1 row-cols-sm-2 row-cols-md-3 row-cols-lg-4 g-4 ${styles.grid}`}>
        {tiles.map((tile) => (
          <li key={tile.id} className="col">
            {tile.node}
          </li>
        ))}
      </ul>
    </Section>
  );
}
