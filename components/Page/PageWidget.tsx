import type { WidgetProps } from '../types';
import { slotNodes } from '../Composition/slots';

/** The root composition type: its `content` slot holds the page's sections in order. */
export function PageWidget({ renderSlot }: WidgetProps) {
  return <>{slotNodes(renderSlot('content'))}</>;
}
