import type { WidgetProps } from '../types';
import { enumParam, headingParam, linkEntryListParam, richTextParam, textParam } from '@/lib/params';
import { PageIntro } from './PageIntro';

/** CMS layer of the page intro: eyebrow, heading, headingType, content, links, textAlignment (left or center). */
export function PageIntroWidget({ component, context, nested }: WidgetProps) {
  return (
    <PageIntro
      eyebrow={textParam(component, 'eyebrow')}
      heading={textParam(component, 'heading')}
      headingLevel={headingParam(component, 'headingType', 'h2')}
      content={richTextParam(component, 'content')}
      links={linkEntryListParam(component, 'links')}
      textAlignment={enumParam(component, 'textAlignment', ['left', 'center'] as const, 'left')}
      nested={nested}
      context={context}
    />
  );
}
