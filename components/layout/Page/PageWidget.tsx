import { CANVAS_PERSONALIZE_TYPE, CANVAS_TEST_TYPE, type ComponentInstance } from '@uniformdev/canvas';
import type { SlotChild, WidgetProps } from '../../types';
import { LaterBand } from '../../shared/LaterBand';
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

/** True when the band or any widget in its slots (a form in a column) must be laid out with the page. */
function notDeferred(component: ComponentInstance): boolean {
  if (NOT_DEFERRED.has(component.type)) return true;
  return Object.values(component.slots ?? {}).some((children) => children.some(notDeferred));
}

/** The bands after the first, but those holding a widget of NOT_DEFERRED, laid out only near the viewport. */
function withLaterBands(children: SlotChild[]): SlotChild[] {
  return children.map((child, index) =>
    index === 0 || notDeferred(child.component)
      ? child
      : { ...child, node: <LaterBand key={child.id}>{child.node}</LaterBand> },
  );
}

/** The root composition type: its `content` slot holds the page's sections in order, a long page's contents first. */
export function PageWidget({ renderSlot, context }: WidgetProps) {
  const bands = context.editing ? renderSlot('content') : withLaterBands(renderSlot('content'));
  return <>{withTableOfContents(bands, context.t('toc.label'))}</>;
}
