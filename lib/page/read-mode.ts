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
}

export const PUBLISHED: ReadMode = { preview: false, editing: false };
