import type { WidgetProps } from '../../types';
import { textParam } from '@/lib/render/params';
import { richTextNode, titleFields } from '../../shared/widget-fields';
import { CarouselCardSection } from './CarouselCardSection';
import type { CarouselLabels } from './CardCarousel.client';
import type { RenderContext } from '@/lib/render/context';

function carouselLabels(region: string, t: RenderContext['t']): CarouselLabels {
  return {
    region,
    previous: t('carousel.previous'),
    next: t('carousel.next'),
    pause: t('carousel.pause'),
    play: t('carousel.play'),
    page: t('carousel.page'),
    pages: t('carousel.pages-label'),
  };
}

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
      {...titleFields(component, context, 'h2')}
      headingOverride={richTextNode(component, 'headingOverride', context)}
      anchor={textParam(component, 'anchor')}
      cards={cards}
      labels={carouselLabels(region, context.t)}
      nested={nested}
    />
  );
}
