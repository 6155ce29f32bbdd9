import {
  IN_CONTEXT_EDITOR_FORCED_SETTINGS_QUERY_STRING_PARAM,
  IN_CONTEXT_EDITOR_QUERY_STRING_PARAM,
} from '@uniformdev/canvas';

/**
 * Request header the front door sets on a draft-mode request whose URL carries the canvas' editing flag
 * (`?is_incontext_editing_mode=true`), and removes from every other request: contextual editing is decided per request
 * from what the canvas frame asks for, as the SDK reads it from the page's search params, never from a cookie that
 * another tab's preview would share. Its value is the SDK's preview mode: `editor`, or `preview` when the canvas'
 * visual-editing toggle is off.
 */
export const EDITING_HEADER = 'x-verdance-canvas-editing';

export type EditingMode = 'editor' | 'preview';

/** The editing mode a request URL (path and query) asks for, as canvas-next-rsc's `determinePreviewMode` reads it. */
export function editingModeOf(url: string): EditingMode | undefined {
  const query = new URL(url, 'http://site.invalid').searchParams;
  if (query.get(IN_CONTEXT_EDITOR_QUERY_STRING_PARAM) !== 'true') return undefined;
  try {
    const settings: unknown = JSON.parse(query.get(IN_CONTEXT_EDITOR_FORCED_SETTINGS_QUERY_STRING_PARAM) ?? '{}');
    const disabled = (settings as { isVisualEditingDisabled?: unknown } | null)?.isVisualEditingDisabled === true;
    return disabled ? 'preview' : 'editor';
  } catch {
    return 'editor';
  }
}
