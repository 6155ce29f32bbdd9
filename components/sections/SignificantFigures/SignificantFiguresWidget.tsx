import type { ComponentInstance } from '@uniformdev/canvas';
import type { WidgetProps } from '../../types';
import type { RenderContext } from '@/lib/render/context';
import { textParam } from '@/lib/render/params';
import { bandFields, headingFields, richTextNode, textNode } from '../../shared/widget-fields';
import { Figure, type FigureProps } from './Figure';
import { SignificantFigures } from './SignificantFigures';

/** CMS layer of significant figures: heading, headingType, content, backgroundColor; slot `figures`. */
export function SignificantFiguresWidget({ component, context, renderSlot, nested }: WidgetProps) {
  return (
    <SignificantFigures
      {...headingFields(component, context, 'h2')}
      background={bandFields(component).background}
      content={richTextNode(component, 'content', context)}
      figures={renderSlot('figures')}
      nested={nested}
    />
  );
}

/** A figure's fields (docs/behaviour.md#content-model: data, dataUnits, description, optional disclaimer); undefined without data. */
export function figureFields(component: ComponentInstance, context: RenderContext): FigureProps | undefined {
  if (!textParam(component, 'data')) return undefined;
  return {
    data: textNode(component, 'data', context),
    dataUnits: textNode(component, 'dataUnits', context),
    description: textNode(component, 'description', context),
    disclaimer: textNode(component, 'disclaimer', context),
  };
}

/** CMS layer of one significant figure. */
export function SignificantFigureWidget({ component, context }: WidgetProps) {
  const figure = figureFields(component, context);
  return figure ? <Figure {...figure} /> : null;
}
