import dynamic from 'next/dynamic';
import type { HeadingLevel } from '@/lib/params';
import type { RenderContext } from '@/lib/render/context';
import { Heading } from '../shared/Heading';
import { RichText } from '../RichText/RichText';
import { richTextBlocks } from '@/lib/richtext';
import { Section } from '../shared/Section';
import type { CarouselCardNode } from './CardCarousel.client';

// Split into its own chunk, fetched only by pages that hold a carousel; still rendered on the server.
const CardCarousel = dynamic(() => import('./CardCarousel.client').then((module) => module.CardCarousel));

export interface CarouselCardSectionProps {
  title?: string;
  titleLevel: HeadingLevel;
  headingOverride?: unknown;
  anchor?: string;
  cards: CarouselCardNode[];
  nested: boolean;
  context: RenderContext;
}

/** A titled band of cards paged by the carousel island; its first page is in the server HTML. */
export function CarouselCardSection({ title, titleLevel, headingOverride, anchor, cards, nested, context }: CarouselCardSectionProps) {
  if (!cards.length) return null;
  const { t } = context;
  const hasOverride = richTextBlocks(headingOverride).length > 0;
  return (
    <Section nested={nested} id={anchor}>
      {title || hasOverride ? (
        <Heading level={titleLevel} className="mb-4">
          {hasOverride ? <RichText value={headingOverride} context={context} className="d-inline" /> : title}
        </Heading>
      ) : null}
      <CardCarousel
        cards={cards}
        labels={{
          region: title ?? t('carousel.pages-label'),
          previous: t('carousel.previous'),
          next: t('carousel.next'),
          pause: t('carousel.pause'),
          play: t('carousel.play'),
          page: t('carousel.page'),
          pages: t('carousel.pages-label'),
        }}
      />
    </Section>
  );
}
