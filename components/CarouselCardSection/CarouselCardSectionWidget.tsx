import type { WidgetProps } from '../types';
import { textParam } from '@/lib/params';
import { richTextNode, titleFields, translated } from '../shared/widget-fields';
import { CarouselCardSection } from './CarouselCardSection';
import type { CarouselLabels } from './CardCarousel.client';

const CAROUSEL_LABEL_KEYS: Record<keyof CarouselLabels, string> = {
  region: 'carousel.pages-label',
  previous: 'carousel.previous',
  next: 'carousel.next',
  pause: 'carousel.pause',
  play: 'carousel.play',
  page: 'carousel.page',
  pages: 'carousel.pages-label',
};

/**
 * CMS layer of carouselCardSection: title, titleType, headingOverride, anchor and the content slot of carouselCard
 * components (those that render, keyed and labelled by their own ids and headings).
 */
export function CarouselCardSectionWidget({ component, context, renderSlot, nested }: WidgetProps) {
  const cards = renderSlot('content').map((card, index, all) => ({
    id: card.id,
    label: textParam(card.component, 'heading') ?? `${index + 1} / ${all.length}`,
    node: card.node,
  }));
  const region = textParam(component, 'title') ?? context.t('carousel.pages-label');
  return (
    <CarouselCardSection
      {...titleFields(component, 'h2')}
      headingOverride={richTextNode(component, 'headingOverride', context)}
      anchor={textParam(component, 'anchor')}
      cards={cards}
      labels={{ ...translated(CAROUSEL_LABEL_KEYS, context), region }}
      nested={nested}
    />
  );
}
