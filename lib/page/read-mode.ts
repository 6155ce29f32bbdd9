import type { SitePart } from '../editing/request-mode';

/**
 * How a request reads content, decided once per request by the page loader. `preview`: draft mode is on (the canvas
 * preview, after /api/preview): read drafts, never cached. `editing`: the canvas editor also has the page open for
 * contextual editing: the route reads the editor's unsaved state and components carry editor markers. Editing
 * implies preview.
 */
export interface ReadMode {
  preview: boolean;
  editing: boolean;
  /**
   * In editing mode, whether the canvas shows its visual editing (its "preview" toggle,
   * `is_incontext_editing_forced_settings` with `isVisualEditingDisabled`, turns it off): empty slots then get no drop
   * target. Absent means on.
   */
  visualEditing?: boolean;
  /**
   * In editing mode, the site part (header or footer composition) the canvas has open instead of a page: the page is
   * then a plain shell around it, and only that part carries markers (docs/editing.md#header-and-footer).
   */
  sitePart?: SitePart;
}

export const PUBLISHED: ReadMode = { preview: false, editing: false };
