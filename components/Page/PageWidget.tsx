import type { WidgetProps } from '../types';
import { withTableOfContents } from '../TableOfContents/page-sections';

/** The root composition type: its `content` slot holds the page's sections in order, a long page's contents first. */
export function PageWidget({ renderSlot, context }: WidgetProps) {
  return <>{withTableOfContents(renderSlot('content'), context.t('toc.label'))}</>;
}
