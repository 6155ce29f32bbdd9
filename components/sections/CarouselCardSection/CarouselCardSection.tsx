import type { ReactNode } from 'react';
import type { HeadingLevel } from '@/lib/render/params';
import { HeadingWithOverride } from '../../shared/HeadingWithOverride';
import { Section } from '../../shared/Section';
import type { CarouselCardNode, CarouselLabels } from './CardCarousel.client';
import { CardCarousel } from '../../shared/lazy-widgets.client';

export interface CarouselCardSectionProps {
  title?: ReactNode;
  titleLevel: HeadingLevel;
  headingOverride?: ReactNode;
  anchor?: string;
  cards: CarouselCardNode[];
  labels: CarouselLabels;
  nested: boolean;
}

/** A titled band of cards paged by the carousel island; its first page is in the server HTML. */
export function CarouselCardSection({
  title,
  titleLevel,
  headingOverride,
  anchor,
  cards,
  labels,
  nested,
}: CarouselCardSectionProps) {
  if (!cards.length) return null;
  return (
    <Section nested={nested} id={anchor}>
      <HeadingWithOverride
        level={titleLevel}
        className="mb-4"
        text={title}
        override={headingOverride}
        overrideClassName="d-inline"
      />
      <CardCarousel cards={cards} labels={labels} />
    </Section>
  );
}
