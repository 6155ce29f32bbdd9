import type { ReactNode } from 'react';
import type { ComponentInstance } from '@uniformdev/canvas';
import { IN_CONTEXT_EDITOR_COMPONENT_END_ROLE, IN_CONTEXT_EDITOR_COMPONENT_START_ROLE } from '@uniformdev/canvas';

export interface SlotPosition {
  parent: ComponentInstance;
  slotName: string;
  index: number;
  total: number;
}

/**
 * Uniform's contextual-editing markers around a component (the attributes @uniformdev/canvas-react writes). Typed as
 * data blocks so they never execute and need no CSP nonce.
 */
export function EditorMarkers({
  component,
  position,
  children,
}: {
  component: ComponentInstance;
  position?: SlotPosition;
  children: ReactNode;
}) {
  const title = component.parameters?.title?.value;
  return (
    <>
      <script
        type="application/json"
        data-role={IN_CONTEXT_EDITOR_COMPONENT_START_ROLE}
        data-parent-id={position?.parent._id}
        data-parent-type={position?.parent.type}
        data-component-id={component._id}
        data-slot-name={position?.slotName ?? ''}
        data-component-index={position?.index ?? ''}
        data-total-components={position?.total ?? ''}
        data-component-name={component.type}
        data-component-title={typeof title === 'string' ? title : ''}
      />
      {children}
      <script type="application/json" data-role={IN_CONTEXT_EDITOR_COMPONENT_END_ROLE} />
    </>
  );
}
