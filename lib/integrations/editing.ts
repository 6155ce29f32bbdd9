import { IN_CONTEXT_EDITOR_QUERY_STRING_PARAM } from '@uniformdev/canvas';

/**
 * Request header the front door sets on a draft-mode request whose URL carries the canvas' editing flag
 * (`?is_incontext_editing_mode=true`), and removes from every other request: contextual editing is decided per request
 * from what the canvas frame asks for, as the SDK reads it from the page's search params, never from a cookie that
 * another tab's preview would share.
 */
export const EDITING_HEADER = 'x-verdance-canvas-editing';

/** Whether a request URL (path and query) is the canvas frame asking for contextual editing. */
export function asksForEditing(url: string): boolean {
  return new URL(url, 'http://site.invalid').searchParams.get(IN_CONTEXT_EDITOR_QUERY_STRING_PARAM) === 'true';
}
