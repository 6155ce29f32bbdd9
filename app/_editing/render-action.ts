'use server';

import type { ReactNode } from 'react';
import { renderComponent } from '@/components/rendering/Composition/renderComponent';
import { loadFrame, requestReadMode } from '@/lib/page/load-page';
import { isComposition } from '@/lib/editing/helper';

/**
 * Renders a composition the editing helper answered with, for the canvas preview to show in place of its last render:
 * the page's own renderer, in editing mode, with no read from Uniform for the composition. What the widgets read
 * besides it (site settings, the page index, translations, entries) comes from the published reads Next already
 * caches, so a keystroke costs no uncached draft read; a draft-only change to those shows on the editor's next
 * refresh. Only in draft mode (the preview secret's cookie): anywhere else it refuses. It takes a form, as every
 * action of the site does (the front door refuses any other action body).
 */
export async function renderEditedComposition(form: FormData): Promise<ReactNode> {
  const mode = await requestReadMode();
  if (!mode.preview) throw new Error('Not in preview');
  const path = form.get('path');
  const composition: unknown = JSON.parse(String(form.get('composition') ?? 'null'));
  if (!isComposition(composition) || typeof path !== 'string' || !path.startsWith('/')) {
    throw new Error('Not a composition');
  }
  const { context } = await loadFrame(path, { preview: false, editing: true, visualEditing: mode.visualEditing });
  return renderComponent(composition, context);
}
