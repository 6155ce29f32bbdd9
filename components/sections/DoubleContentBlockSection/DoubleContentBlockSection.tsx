import type { ReactNode } from 'react';
import { Section, type Background } from '../../shared/Section';
import styles from './DoubleContentBlockSection.module.scss';

/** Column spans (of 12) of the first and second column from the lg breakpoint up; stacked below it. */
export const COLUMN_ORIENTATIONS = {
  twoThirdsOne: [8, 4],
  oneThirdTwo: [4, 8],
  half: [6, 6],
  fifthSeventh: [5, 7],
} as const;
export type ColumnOrientation = keyof typeof COLUMN_ORIENTATIONS;

export interface DoubleContentBlockSectionProps {
  orientation: ColumnOrientation;
  first: ReactNode;
  second: ReactNode;
  background: Background;
  anchor?: string;
  nested: boolean;
}

/** Two columns of content blocks side by side on large screens, one above the other on phones and tablets. */
export function DoubleContentBlockSection({
  orientation,
  first,
  second,
  background,
  anchor,
  nested,
}: DoubleContentBlockSectionProps) {
  const [firstSpan, secondSpan] = COLUMN_ORIENTATIONS[orientation];
  return (
    <Section nested={nested} background={background} id={anchor}>
      <div className="row gy-4 gx-lg-5" data-orientation={orientation}>
        <div className={`col-lg-${firstSpan} d-flex flex-column gap-4 ${styles.column}`} data-column="first">
          {first}
        </div>
        <div className={`col-lg-${secondSpan} d-flex flex-column gap-4 ${styles.column}`} data-column="second">
          {second}
        </div>
      </div>
    </Section>
  );
}
