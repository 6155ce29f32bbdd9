import type { ReactNode } from 'react';
import type { ComponentInstance, ComponentInstanceContextualEditing } from '@uniformdev/canvas';
import {
  CANVAS_LOCALE_TAG_PARAM,
  IN_CONTEXT_EDITOR_COMPONENT_END_ROLE,
  IN_CONTEXT_EDITOR_COMPONENT_START_ROLE,
  isComponentPlaceholderId,
} from '@uniformdev/canvas';

export interface SlotPosition {
  parent: ComponentInstance;
  slotName: string;
  index: number;
  total: number;
}

/**
 * Uniform's contextual-editing markers around a component, attribute for attribute those of canvas-react's
 * `ContextualEditingComponentWrapper`. Typed as data blocks so they never execute and need no CSP nonce.
 */
export function EditorMarkers({
  component,
  position,
  children,
}: {
  component: ComponentInstanceContextualEditing;
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
        data-is-placeholder={isComponentPlaceholderId(component._id) ? 'true' : undefined}
        data-is-localized={component.parameters?.[CANVAS_LOCALE_TAG_PARAM] ? 'true' : undefined}
        data-component-title={typeof title === 'string' ? title : ''}
        data-is-readonly={component._contextualEditing?.isEditable ? undefined : 'true'}
      />
      {children}
      <script type="application/json" data-role={IN_CONTEXT_EDITOR_COMPONENT_END_ROLE} />
    </>
  );
}
