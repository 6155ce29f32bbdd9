import { CANVAS_PERSONALIZE_TYPE, CANVAS_TEST_TYPE } from '@uniformdev/canvas';
import type { SlotChild, WidgetProps } from '../types';
import { LaterBand } from '../shared/LaterBand';
import { withTableOfContents } from '../TableOfContents/page-sections';

/**
 * Bands laid out with the page wherever they sit: a form's or finder's menu and a modal may reach past their band
 * (which content-visibility would clip), and a personalized or tested band changes height when its variant shows.
 */
const NOT_DEFERRED = new Set<string>([
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

/** The bands after the first, but those in NOT_DEFERRED, laid out only near the viewport. */
function withLaterBands(children: SlotChild[]): SlotChild[] {
  return children.map((child, index) =>
    index === 0 || NOT_DEFERRED.has(child.component.type)
      ? child
      : { ...child, node: <LaterBand key={child.id}>{child.node}</LaterBand> },
  );
}

/** The root composition type: its `content` slot holds the page's sections in order, a long page's contents first. */
export function PageWidget({ renderSlot, context }: WidgetProps) {
  const bands = context.editing ? renderSlot('content') : withLaterBands(renderSlot('content'));
  return <>{withTableOfContents(bands, context.t('toc.label'))}</>;
}
