import { CANVAS_PERSONALIZE_TYPE, CANVAS_TEST_TYPE } from '@uniformdev/canvas';
import type { SlotChild, WidgetProps } from '../types';
import { LaterBand } from '../shared/LaterBand';
import { withTableOfContents } from '../TableOfContents/page-sections';

/**
 * Bands hydrated with the page wherever they sit: a variant chosen by the visitor's Context shows without scrolling,
 * a form keeps what is typed into it at once, a modal or script may act on load.
 */
const HYDRATED_AT_LOAD = new Set<string>([
  CANVAS_PERSONALIZE_TYPE,
  CANVAS_TEST_TYPE,
  'cheqRTI',
  'staticModal',
  'scriptEmbed',
  'glossary',
  'aeSearch',
  'formEmbed',
  'formWithAside',
  'nativeForm',
  'submissionReference',
  'quoteLookup',
]);

/** Each band in a Suspense boundary of its own; after the first, those not in HYDRATED_AT_LOAD wait for the viewport. */
function inBands(children: SlotChild[]): SlotChild[] {
  return children.map((child, index) => ({
    ...child,
    node: (
      <LaterBand key={child.id} later={index > 0 && !HYDRATED_AT_LOAD.has(child.component.type)}>
        {child.node}
      </LaterBand>
    ),
  }));
}

/** The root composition type: its `content` slot holds the page's sections in order, a long page's contents first. */
export function PageWidget({ renderSlot, context }: WidgetProps) {
  const bands = context.editing ? renderSlot('content') : inBands(renderSlot('content'));
  return <>{withTableOfContents(bands, context.t('toc.label'))}</>;
}
