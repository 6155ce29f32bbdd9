import type { WidgetProps } from '../../types';
import { enumParam } from '@/lib/render/params';
import { bandFields, ctaParam, headingFields, richTextNode } from '../../shared/widget-fields';
import { CheckedList } from './CheckedList';

/** CMS layer of the checked list: heading, headingType, content (bullet lists get checks), columns, cta, band. */
export function CheckedListWidget({ component, context, nested }: WidgetProps) {
  return (
    <CheckedList
      {...headingFields(component, context, 'h2')}
      {...bandFields(component)}
      content={richTextNode(component, 'content', context)}
      columns={enumParam(component, 'columns', ['one', 'two'] as const, 'one') === 'two' ? 2 : 1}
      cta={ctaParam(component, 'cta', context)}
      nested={nested}
    />
  );
}
