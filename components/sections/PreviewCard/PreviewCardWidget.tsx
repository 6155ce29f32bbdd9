import type { WidgetProps } from '../../types';
import { imageParam, textParam } from '@/lib/render/params';
import { ctaParam, headingFields, textNode } from '../../shared/widget-fields';
import { PreviewCard } from './PreviewCard';

/** CMS layer of the preview card: media, eyebrow, heading, headingType, description, link. No heading, no card. */
export function PreviewCardWidget({ component, context, nested }: WidgetProps) {
  if (!textParam(component, 'heading')) return null;
  const fields = headingFields(component, context, 'h3');
  return (
    <PreviewCard
      {...fields}
      media={imageParam(component, 'media')}
      eyebrow={textNode(component, 'eyebrow', context)}
      description={textNode(component, 'description', context)}
      link={ctaParam(component, 'link', context, fields.heading)}
      more={textNode(component, 'linkLabel', context)}
      nested={nested}
    />
  );
}
