import type { WidgetProps } from '../types';
import { headingParam, richTextParam, textParam } from '@/lib/params';
import { CarouselCardSection } from './CarouselCardSection';

/**
 * CMS layer of carouselCardSection: title, titleType, headingOverride, anchor and the content slot of carouselCard
 * components (already rendered by the registry, keyed and labelled by their own ids and headings).
 */
export function CarouselCardSectionWidget({ component, context, slots, nested }: WidgetProps) {
  const children = component.slots?.content ?? [];
  const rendered = slots.content ?? [];
  const cards = children.map((child, index) => ({
    id: child._id ?? `${child.type}-${index}`,
    label: textParam(child, 'heading') ?? `${index + 1} / ${children.length}`,
    node: rendered[index],
  }));
  return (
    <CarouselCardSection
      title={textParam(component, 'title')}
      titleLevel={headingParam(component, 'titleType', 'h2')}
      headingOverride={richTextParam(component, 'headingOverride')}
      anchor={textParam(component, 'anchor')}
      cards={cards}
      nested={nested}
      context={context}
    />
  );
}
