import type { WidgetProps } from '../../types';
import { imageParam } from '@/lib/render/params';
import { ctaParam, headingFields, richTextNode } from '../../shared/widget-fields';
import { CarouselCard } from './CarouselCard';

/**
 * CMS layer of a carousel card (the carouselCardSection's content slot): media, heading, headingType, content, cta.
 * A card with none of them renders nothing, so the carousel shows no blank slide.
 */
export function CarouselCardWidget({ component, context }: WidgetProps) {
  const card = {
    ...headingFields(component, context, 'h3'),
    media: imageParam(component, 'media'),
    content: richTextNode(component, 'content', context),
    cta: ctaParam(component, 'cta', context),
  };
  if (!card.heading && !card.media && !card.content && !card.cta) return null;
  return <CarouselCard {...card} />;
}
