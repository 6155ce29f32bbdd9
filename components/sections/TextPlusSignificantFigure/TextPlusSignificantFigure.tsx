import type { ReactNode } from 'react';
import type { HeadingLevel } from '@/lib/render/params';
import { Heading } from '../../shared/Heading';
import { CtaBlock, type Cta } from '../../shared/CtaLink';
import { Section, type Background } from '../../shared/Section';
import { RichText } from '../../rendering/RichText/RichText';
import { Figure, type FigureProps } from '../SignificantFigures';
import styles from './TextPlusSignificantFigure.module.scss';

export interface TextPlusSignificantFigureProps {
  heading?: ReactNode;
  headingLevel: HeadingLevel;
  content?: ReactNode;
  link?: Cta;
  figure?: FigureProps;
  figurePosition: 'left' | 'right';
  background: Background;
  nested: boolean;
}

/** Text beside one large figure (4/8 columns from md up, the figure first on phones). */
export function TextPlusSignificantFigure({
  heading,
  headingLevel,
  content,
  link,
  figure,
  figurePosition,
  background,
  nested,
}: TextPlusSignificantFigureProps) {
  return (
    <Section nested={nested} background={background}>
      <div className={`row align-items-center gy-4 gx-lg-5 ${figurePosition === 'right' ? 'flex-md-row-reverse' : ''}`}>
        {figure ? (
          <div className="col-md-4" data-column="figure">
            <div className={styles.panel}>
              <Figure {...figure} />
            </div>
          </div>
        ) : null}
        <div className={figure ? 'col-md-8' : 'col-12'} data-column="text">
          <Heading level={headingLevel} className={styles.heading}>
            {heading}
          </Heading>
          <RichText>{content}</RichText>
          <CtaBlock cta={link} variant="text" />
        </div>
      </div>
    </Section>
  );
}
