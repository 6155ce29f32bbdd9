import type { WidgetProps } from '../types';
import { imageParam } from '@/lib/params';
import { ctaParam, headingFields, richTextNode } from '../shared/widget-fields';
import { CarouselCard } from './CarouselCard';

/** CMS layer of a carousel card (the carouselCardSection's content slot): media, heading, headingType, content, cta. */
export function CarouselCardWidget({ component, context }: WidgetProps) {
  return (
    <CarouselCard
      {...headingFields(component, 'h3')}
      media={imageParam(component, 'media')}
      content={richTextNode(component, 'content', context)}
      cta={ctaParam(component, 'cta', context)}
    />
  );
}
