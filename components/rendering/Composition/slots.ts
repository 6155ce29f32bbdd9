import type { ReactNode } from 'react';
import type { ComponentInstance } from '@uniformdev/canvas';
import type { SlotChild } from '../../types';

/** The rendered nodes of a slot's children that render something. */
export function slotNodes(children: SlotChild[]): ReactNode[] {
  return children.map((child) => child.node);
}

/** One node per instance of the slot, in slot order (null for a child that renders nothing), for variant lists. */
export function slotNodesByPosition(
  component: ComponentInstance,
  slotName: string,
  children: SlotChild[],
): ReactNode[] {
  const nodes = new Map(children.map((child) => [child.component, child.node]));
  return (component.slots?.[slotName] ?? []).map((instance) => nodes.get(instance) ?? null);
}
