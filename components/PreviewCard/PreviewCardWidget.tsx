import type { WidgetProps } from '../types';
import { imageParam, linkEntryParam, textParam } from '@/lib/params';
import { headingFields, textNode, toCta } from '../shared/widget-fields';
import { PreviewCard } from './PreviewCard';

/** CMS layer of the preview card: media, eyebrow, heading, headingType, description, link. No heading, no card. */
export function PreviewCardWidget({ component, context, nested }: WidgetProps) {
  if (!textParam(component, 'heading')) return null;
  const fields = headingFields(component, context, 'h3');
  const entry = linkEntryParam(component, 'link');
  return (
    <PreviewCard
      {...fields}
      media={imageParam(component, 'media')}
      eyebrow={textNode(component, 'eyebrow', context)}
      description={textNode(component, 'description', context)}
      link={toCta(entry, context, fields.heading)}
      more={entry?.linkTitle}
      nested={nested}
    />
  );
}
