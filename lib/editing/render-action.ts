'use server';

import type { ReactNode } from 'react';
import type { RootComponentInstance } from '@uniformdev/canvas';
import { renderComponent } from '@/components/Composition/renderComponent';
import { loadFrame, requestReadMode } from '@/lib/page/load-page';
import { isComposition } from './helper';

/**
 * Renders a composition the editing helper answered with, for the canvas preview to show in place of its last render:
 * the same renderer and frame as the page, in editing mode, with no read from Uniform for the composition itself.
 * Only in draft mode (the preview secret's cookie): anywhere else it refuses.
 */
export async function renderEditedComposition(composition: RootComponentInstance, path: string): Promise<ReactNode> {
  const mode = await requestReadMode();
  if (!mode.preview) throw new Error('Not in preview');
  if (!isComposition(composition) || !path.startsWith('/')) throw new Error('Not a composition');
  const { context } = await loadFrame(path, { preview: true, editing: true, visualEditing: mode.visualEditing });
  return renderComponent(composition, context);
}
