import type { WidgetProps } from '../../types';
import { enumParam, textParam } from '@/lib/render/params';
import { ctaParam, headingFields, richTextNode } from '../../shared/widget-fields';
import { CALLOUT_TONES, Callout } from './Callout';

/** CMS layer of the callout: heading, headingType, content, cta, tone (green, cream, terracotta), anchor. */
export function CalloutWidget({ component, context, nested }: WidgetProps) {
  return (
    <Callout
      {...headingFields(component, context, 'h2')}
      content={richTextNode(component, 'content', context)}
      cta={ctaParam(component, 'cta', context)}
      tone={enumParam(component, 'tone', CALLOUT_TONES, 'cream')}
      anchor={textParam(component, 'anchor')}
      nested={nested}
    />
  );
}
