import type { WidgetProps } from '../types';
import { enumParam, headingParam, linkEntryParam, richTextParam, textParam } from '@/lib/params';
import { BACKGROUNDS } from '../shared/Section';
import { CheckedList } from './CheckedList';

/** CMS layer of the checked list: heading, headingType, content (its bullet lists get checks), columns, cta, backgroundColor, anchor. */
export function CheckedListWidget({ component, context, nested }: WidgetProps) {
  return (
    <CheckedList
      heading={textParam(component, 'heading')}
      headingLevel={headingParam(component, 'headingType', 'h2')}
      content={richTextParam(component, 'content')}
      columns={enumParam(component, 'columns', ['one', 'two'] as const, 'one') === 'two' ? 2 : 1}
      cta={linkEntryParam(component, 'cta')}
      background={enumParam(component, 'backgroundColor', BACKGROUNDS, 'transparent')}
      anchor={textParam(component, 'anchor')}
      nested={nested}
      context={context}
    />
  );
}
