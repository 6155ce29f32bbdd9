import type { WidgetProps } from '../types';

/** The root composition type: its `content` slot holds the page's sections in order. */
export function PageWidget({ slots }: WidgetProps) {
  return <>{slots.content}</>;
}
