import type { WidgetProps } from '../../types';
import { enumParam } from '@/lib/render/params';
import { headingFields, richTextNode, textNode } from '../../shared/widget-fields';
import { slotLinks } from '../../shared/link-slots';
import { PageIntro } from './PageIntro';

/** CMS layer of the page intro: eyebrow, heading, headingType, content, links, textAlignment (left or center). */
export function PageIntroWidget({ component, context, nested }: WidgetProps) {
  return (
    <PageIntro
      {...headingFields(component, context, 'h2')}
      eyebrow={textNode(component, 'eyebrow', context)}
      content={richTextNode(component, 'content', context)}
      links={slotLinks(component, 'links', context)}
      textAlignment={enumParam(component, 'textAlignment', ['left', 'center'] as const, 'left')}
      nested={nested}
    />
  );
}
