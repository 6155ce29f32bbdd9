import type { WidgetProps } from '../types';
import { headingParam, imageParam, linkEntryParam, textParam } from '@/lib/params';
import { PreviewCard } from './PreviewCard';

/** CMS layer of the preview card: media, eyebrow, heading, headingType, description, link. */
export function PreviewCardWidget({ component, context, nested }: WidgetProps) {
  return (
    <PreviewCard
      media={imageParam(component, 'media')}
      eyebrow={textParam(component, 'eyebrow')}
      heading={textParam(component, 'heading')}
      headingLevel={headingParam(component, 'headingType', 'h3')}
      description={textParam(component, 'description')}
      link={linkEntryParam(component, 'link')}
      nested={nested}
      context={context}
    />
  );
}
