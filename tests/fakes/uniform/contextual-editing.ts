import {
  CANVAS_CONTEXTUAL_EDITING_PARAM,
  CANVAS_DRAFT_STATE,
  CANVAS_EDITOR_STATE,
  type ComponentInstance,
  type RootComponentInstance,
} from '@uniformdev/canvas';

/**
 * What the canvas-next-rsc SDK reads to know which text parameters the canvas may edit in place: a
 * `$contextualEditing` parameter on each component of a draft (0) or editor-state (63) read, listing
 * `editableParameters`. The fake lists every text parameter (the SDK marks only text parameters); published reads carry
 * none. Which parameters uniform.app itself lists, and whether its Canvas API lists them on a composition read alone
 * (by slug or id) as its route API does, is for uniform.app to confirm (docs/editing.md).
 */
function annotated<T extends ComponentInstance>(component: T): T {
  const editableParameters = Object.entries(component.parameters ?? {})
    .filter(([, parameter]) => parameter.type === 'text')
    .map(([id]) => id);
  const slots =
    component.slots &&
    Object.fromEntries(Object.entries(component.slots).map(([name, children]) => [name, children.map(annotated)]));
  return {
    ...component,
    parameters: {
      ...component.parameters,
      [CANVAS_CONTEXTUAL_EDITING_PARAM]: { type: 'contextualEditing', value: { editableParameters } },
    },
    ...(slots ? { slots } : {}),
  };
}

export function withContextualEditing(composition: RootComponentInstance, state: number): RootComponentInstance {
  return state === CANVAS_DRAFT_STATE || state === CANVAS_EDITOR_STATE ? annotated(composition) : composition;
}
