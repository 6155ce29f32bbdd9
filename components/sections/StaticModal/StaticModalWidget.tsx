import type { WidgetProps } from '../../types';
import { textParam } from '@/lib/render/params';
import { ctaParam, richTextNode } from '../../shared/widget-fields';
import { StaticModal } from './StaticModal';

/** CMS layer of staticModal: name, title, content, optional cta. A modal without a name could never open: skipped. */
export function StaticModalWidget({ component, context }: WidgetProps) {
  const name = textParam(component, 'name');
  if (!name) return null;
  return (
    <StaticModal
      name={name}
      title={textParam(component, 'title') ?? name}
      closeLabel={context.t('modal.close')}
      content={richTextNode(component, 'content', context)}
      cta={ctaParam(component, 'cta', context)}
    />
  );
}
