import type { WidgetProps } from '../types';
import { enumParam, headingParam, linkEntryParam, richTextParam, textParam } from '@/lib/params';
import { BACKGROUNDS } from '../shared/Section';
import { TextPlusSignificantFigure } from './TextPlusSignificantFigure';

/**
 * CMS layer: heading, headingType, content, link, figurePosition, backgroundColor, and the figure's own fields
 * (data, dataUnits, description, disclaimer).
 */
export function TextPlusSignificantFigureWidget({ component, context, nested }: WidgetProps) {
  const data = textParam(component, 'data');
  return (
    <TextPlusSignificantFigure
      heading={textParam(component, 'heading')}
      headingLevel={headingParam(component, 'headingType', 'h2')}
      content={richTextParam(component, 'content')}
      link={linkEntryParam(component, 'link')}
      figure={data ? { data, dataUnits: textParam(component, 'dataUnits'), description: textParam(component, 'description'), disclaimer: textParam(component, 'disclaimer') } : undefined}
      figurePosition={enumParam(component, 'figurePosition', ['left', 'right'] as const, 'left')}
      background={enumParam(component, 'backgroundColor', BACKGROUNDS, 'transparent')}
      nested={nested}
      context={context}
    />
  );
}
