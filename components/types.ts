import type { ReactNode } from 'react';
import type { ComponentInstance } from '@uniformdev/canvas';
import type { RenderContext } from '@/lib/render/context';

/** What the renderer passes every widget: its Uniform component, the page context, and its slots already rendered. */
export interface WidgetProps {
  component: ComponentInstance;
  context: RenderContext;
  slots: Record<string, ReactNode[]>;
  /** True inside another component's slot: the widget then skips its own section band and container. */
  nested: boolean;
}

export type Widget = (props: WidgetProps) => ReactNode;
