import type { WidgetProps } from '../../types';
import { textNode } from '../../shared/widget-fields';
import { enumParam, textParam } from '@/lib/render/params';
import { QUOTE_ALIGNMENTS, QUOTE_VARIANTS, Quote } from './Quote';

/** CMS layer of the quote (docs/behaviour.md#content-model: variant, quote, quoteSource, quoteAlignment, location). */
export function QuoteWidget({ component, context, nested }: WidgetProps) {
  const variant = component.variant ?? textParam(component, 'variant');
  return (
    <Quote
      quote={textNode(component, 'quote', context)}
      quoteSource={textNode(component, 'quoteSource', context)}
      location={textNode(component, 'location', context)}
      variant={QUOTE_VARIANTS.find((option) => option === variant?.toLowerCase()) ?? 'standard'}
      alignment={enumParam(component, 'quoteAlignment', QUOTE_ALIGNMENTS, 'left')}
      nested={nested}
    />
  );
}
