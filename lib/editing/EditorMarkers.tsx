import type { ReactNode } from 'react';
import type { ComponentInstance, ComponentInstanceContextualEditing } from '@uniformdev/canvas';
import {
  CANVAS_LOCALE_TAG_PARAM,
  generateComponentPlaceholderId,
  IN_CONTEXT_EDITOR_COMPONENT_END_ROLE,
  IN_CONTEXT_EDITOR_COMPONENT_START_ROLE,
  isComponentPlaceholderId,
  PLACEHOLDER_ID,
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

/** The placeholder an empty slot holds in the canvas, with the id the editor's own composition gives it. */
export function slotPlaceholder(parentId: string, slotName: string): ComponentInstance {
  const id = generateComponentPlaceholderId(slotName, undefined, { nodeId: parentId, slotId: slotName });
  return { _id: id, type: PLACEHOLDER_ID };
}

/**
 * What a placeholder shows: the canvas draws its "add component" button on it, so it needs a size of its own (a
 * width too, for a slot of links laid out in a row).
 */
export function EmptySlotTarget() {
  return <div data-empty-slot="" style={{ minHeight: '4rem', minWidth: '8rem' }} />;
}
