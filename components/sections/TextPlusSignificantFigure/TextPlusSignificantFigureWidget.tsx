import type { WidgetProps } from '../../types';
import { enumParam } from '@/lib/render/params';
import { bandFields, ctaParam, headingFields, richTextNode } from '../../shared/widget-fields';
import { figureFields } from '../SignificantFigures/SignificantFiguresWidget';
import { TextPlusSignificantFigure } from './TextPlusSignificantFigure';

/**
 * CMS layer: heading, headingType, content, link, figurePosition, backgroundColor, and the figure's own fields
 * (data, dataUnits, description, disclaimer).
 */
export function TextPlusSignificantFigureWidget({ component, context, nested }: WidgetProps) {
  return (
    <TextPlusSignificantFigure
      {...headingFields(component, context, 'h2')}
      background={bandFields(component).background}
      content={richTextNode(component, 'content', context)}
      link={ctaParam(component, 'link', context)}
      figure={figureFields(component, context)}
      figurePosition={enumParam(component, 'figurePosition', ['left', 'right'] as const, 'left')}
      nested={nested}
    />
  );
}
