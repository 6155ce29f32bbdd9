import type { ReactNode } from 'react';
import type { ComponentInstanceContextualEditing } from '@uniformdev/canvas';
import { EditorMarkers } from './EditorMarkers';
import { editableText } from './editable';

/**
 * An entry open in the canvas (an article's blog post), given the contextual-editing format of a component: the
 * entry's id where a component's id goes, its fields as parameters, so the SDK's own attribute helper
 * (`getParameterAttributes`) and markers describe it. The SDK has no separate helper for entries; that the canvas reads
 * an entry's fields this way is for uniform.app to confirm (docs/editing.md#still-for-uniformapp-itself-to-confirm).
 */
export function entryAsComponent(
  entry: { id: string; type: string },
  textFields: Record<string, string>,
): ComponentInstanceContextualEditing {
  const parameters = Object.fromEntries(
    Object.entries(textFields).map(([id, value]) => [
      id,
      { type: 'text', value, _contextualEditing: { isEditable: true } },
    ]),
  );
  return { _id: entry.id, type: entry.type, parameters, _contextualEditing: { isEditable: true } };
}

/** A text field of an entry, editable in place in an editing render; its value outside one. */
export function entryText(entry: ComponentInstanceContextualEditing, field: string, editing: boolean): ReactNode {
  const value = entry.parameters?.[field]?.value;
  return editableText(entry, field, typeof value === 'string' ? value : undefined, editing);
}

/** The entry's markers around its page in an editing render, so a click selects the entry; nothing outside one. */
export function EntryMarkers({
  entry,
  editing,
  children,
}: {
  entry: ComponentInstanceContextualEditing;
  editing: boolean;
  children: ReactNode;
}) {
  return editing ? <EditorMarkers component={entry}>{children}</EditorMarkers> : children;
}
