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

/**
 * The site-wide compositions every page's shell renders around the page, by slug. The canvas opens either on its
 * own: the preview then shows a real page whose header (or footer) is the composition open in the canvas.
 */
export const SITE_PARTS = { header: 'global-header', footer: 'global-footer' } as const;
export type SitePart = keyof typeof SITE_PARTS;

/** The preview URL's parameter naming the site part open in the canvas (set by the preview route). */
export const SITE_PART_PARAM = 'canvas_site_part';

/** Request header the front door sets, beside `EDITING_HEADER`, from `SITE_PART_PARAM`; removed from every other request. */
export const SITE_PART_HEADER = 'x-verdance-canvas-site-part';

export const isSitePart = (value: unknown): value is SitePart => value === 'header' || value === 'footer';

/** The site part a request URL names for the canvas, if any. */
export function sitePartOf(url: string): SitePart | undefined {
  const part = new URL(url, 'http://site.invalid').searchParams.get(SITE_PART_PARAM);
  return isSitePart(part) ? part : undefined;
}
