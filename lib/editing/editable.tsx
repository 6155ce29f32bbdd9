import type { ReactNode } from 'react';
import { isMultilineText } from './multiline';
import {
  ATTRIBUTE_COMPONENT_ID,
  ATTRIBUTE_PARAMETER_ID,
  ATTRIBUTE_PARAMETER_TYPE,
  ATTRIBUTE_PLACEHOLDER,
  CANVAS_CONTEXTUAL_EDITING_PARAM,
  getParameterAttributes,
  isComponentPlaceholderId,
  type ComponentInstance,
  type ComponentInstanceContextualEditing,
  type ComponentParameterContextualEditing,
} from '@uniformdev/canvas';

/**
 * Contextual editing in the canvas: the parameter attributes `UniformText` and `UniformRichText` of
 * @uniformdev/canvas-react write, for a component tree rendered in editing mode. Whether a render is for the editor is
 * the render context's `editing` flag, passed down explicitly; the flags on a tree are made on a copy (`editableTree`),
 * so a published (or cached) tree is never changed.
 */

/**
 * Which components and parameters the canvas may edit, where the data does not say so already (`_contextualEditing`,
 * as the editor's own messages carry it): the parameters the API lists in the component's `$contextualEditing`, and
 * none when it lists nothing (as canvas-next-rsc's page does); nothing inside a pattern, which is edited in the
 * pattern itself; a slot's placeholder carries no flag.
 */
function markEditable(node: ComponentInstanceContextualEditing, locked: boolean) {
  if (isComponentPlaceholderId(node._id)) return;
  const listed = (node.parameters?.[CANVAS_CONTEXTUAL_EDITING_PARAM]?.value as { editableParameters?: string[] })
    ?.editableParameters;
  node._contextualEditing ??= { isEditable: !locked };
  for (const [id, parameter] of Object.entries(node.parameters ?? {}) as [
    string,
    ComponentParameterContextualEditing,
  ][]) {
    parameter._contextualEditing ??= { isEditable: !locked && (listed ?? []).includes(id) };
  }
}

/**
 * An editable copy of a component tree: every component in its slots is marked. A tree already marked (a slot's child
 * of a marked tree, or the editor's own composition) is returned as it is.
 */
export function editableTree<T extends ComponentInstance>(component: T): T {
  if ((component as ComponentInstanceContextualEditing)._contextualEditing) return component;
  const copy = structuredClone(component);
  const mark = (node: ComponentInstance, locked: boolean) => {
    markEditable(node, locked);
    const childLocked = locked || Boolean(node._pattern);
    for (const children of Object.values(node.slots ?? {})) children.forEach((child) => mark(child, childLocked));
  };
  mark(copy, false);
  return copy;
}

/** What the canvas shows in an empty parameter, as `contextualEditingDefaultPlaceholder` would. */
export const parameterPlaceholder = (id: string) => `Enter ${id}`;

/**
 * A text parameter as `UniformText` renders it in the canvas (a span; `isMultiline` for the definitions' multiline
 * text, so the canvas keeps line breaks), or its value outside the canvas.
 */
export function editableText(
  component: ComponentInstance,
  id: string,
  value: string | undefined,
  editing: boolean,
): ReactNode {
  const parameter = component.parameters?.[id];
  if (!editing || !parameter) return value;
  const isMultiline = isMultilineText(component.type, id);
  return (
    <span
      {...getParameterAttributes({ component, id, isMultiline })}
      style={isMultiline ? { whiteSpace: 'pre-wrap' } : undefined}
      {...{ [ATTRIBUTE_PARAMETER_TYPE]: 'text', [ATTRIBUTE_PLACEHOLDER]: parameterPlaceholder(id) }}
      suppressContentEditableWarning
    >
      {typeof parameter.value === 'string' || typeof parameter.value === 'number' ? parameter.value : value}
    </span>
  );
}

/** Rendered rich text as `UniformRichText` wraps it in the canvas (empty: its placeholder), or as it is outside. */
export function editableRichText(
  component: ComponentInstance,
  id: string,
  rendered: ReactNode,
  editing: boolean,
): ReactNode {
  if (!editing || !component.parameters?.[id]) return rendered;
  const attributes = {
    [ATTRIBUTE_COMPONENT_ID]: component._id,
    [ATTRIBUTE_PARAMETER_ID]: id,
    [ATTRIBUTE_PARAMETER_TYPE]: 'richText',
  };
  return (
    <div {...attributes}>
      {rendered ?? (
        <p>
          <i>{parameterPlaceholder(id)}</i>
        </p>
      )}
    </div>
  );
}
