import type { WidgetProps } from '../types';
import { linkEntryParam, richTextParam, textParam } from '@/lib/params';
import { StaticModal } from './StaticModal';

/** CMS layer of staticModal: name, title, content, optional cta. A modal without a name could never open: skipped. */
export function StaticModalWidget({ component, context }: WidgetProps) {
  const name = textParam(component, 'name');
  if (!name) return null;
  return (
    <StaticModal
      name={name}
      title={textParam(component, 'title') ?? name}
      content={richTextParam(component, 'content')}
      cta={linkEntryParam(component, 'cta')}
      context={context}
    />
  );
}
