import type { WidgetProps } from '../types';
import { enumParam, headingParam, linkEntryParam, richTextParam, textParam } from '@/lib/params';
import { CALLOUT_TONES, Callout } from './Callout';

/** CMS layer of the callout: heading, headingType, content, cta, tone (green, cream, terracotta), anchor. */
export function CalloutWidget({ component, context, nested }: WidgetProps) {
  return (
    <Callout
      heading={textParam(component, 'heading')}
      headingLevel={headingParam(component, 'headingType', 'h2')}
      content={richTextParam(component, 'content')}
      cta={linkEntryParam(component, 'cta')}
      tone={enumParam(component, 'tone', CALLOUT_TONES, 'cream')}
      anchor={textParam(component, 'anchor')}
      nested={nested}
      context={context}
    />
  );
}
