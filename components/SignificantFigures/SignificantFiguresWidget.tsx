import type { WidgetProps } from '../types';
import { enumParam, headingParam, richTextParam, textParam } from '@/lib/params';
import { BACKGROUNDS } from '../shared/Section';
import { Figure } from './Figure';
import { SignificantFigures } from './SignificantFigures';

/** CMS layer of significant figures: heading, headingType, content, backgroundColor; slot `figures`. */
export function SignificantFiguresWidget({ component, context, slots, nested }: WidgetProps) {
  return (
    <SignificantFigures
      heading={textParam(component, 'heading')}
      headingLevel={headingParam(component, 'headingType', 'h2')}
      content={richTextParam(component, 'content')}
      figures={slots.figures ?? []}
      background={enumParam(component, 'backgroundColor', BACKGROUNDS, 'transparent')}
      nested={nested}
      context={context}
    />
  );
}

/** CMS layer of one significant figure (SPEC §3: data, dataUnits, description, optional disclaimer). */
export function SignificantFigureWidget({ component }: WidgetProps) {
  const data = textParam(component, 'data');
  if (!data) return null;
  return (
    <Figure
      data={data}
      dataUnits={textParam(component, 'dataUnits')}
      description={textParam(component, 'description')}
      disclaimer={textParam(component, 'disclaimer')}
    />
  );
}
