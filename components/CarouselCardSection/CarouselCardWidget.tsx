import type { WidgetProps } from '../types';
import { headingParam, imageParam, linkEntryParam, richTextParam, textParam } from '@/lib/params';
import { CarouselCard } from './CarouselCard';

/** CMS layer of a carousel card (the carouselCardSection's content slot): media, heading, headingType, content, cta. */
export function CarouselCardWidget({ component, context }: WidgetProps) {
  return (
    <CarouselCard
      media={imageParam(component, 'media')}
      heading={textParam(component, 'heading')}
      headingLevel={headingParam(component, 'headingType', 'h3')}
      content={richTextParam(component, 'content')}
      cta={linkEntryParam(component, 'cta')}
      context={context}
    />
  );
}
