import type { ReactNode } from 'react';
import type { ComponentInstance } from '@uniformdev/canvas';
import type { RenderContext } from '@/lib/render/context';

/** One child of a slot that rendered something: its Uniform instance (for ids and labels) and its rendered node. */
export interface SlotChild {
  id: string;
  component: ComponentInstance;
  node: ReactNode;
}

/** What the renderer passes every widget: its Uniform component, the page context and a renderer for its slots. */
export interface WidgetProps {
  component: ComponentInstance;
  context: RenderContext;
  /** Renders a slot's children; a child that renders nothing is left out, so a list never holds an empty item. */
  renderSlot: (slotName: string) => SlotChild[];
  /** True inside another component's slot: the widget then skips its own section band and container. */
  nested: boolean;
}

export type Widget = (props: WidgetProps) => ReactNode;
