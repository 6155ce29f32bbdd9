import { notFound } from 'next/navigation';
import { getCompositionById, getEntries } from '@/lib/content';
import { loadFrame } from '@/lib/page/load-page';
import type { ReadMode } from '@/lib/page/read-mode';
import { PLAYGROUND_PATH } from '@/lib/integrations/playground';
import { CompositionPage } from './CompositionPage';
import { EntryPreview, FRAMED_ENTRY_TYPES } from './EntryPreview';

/**
 * The canvas playground (`/uniform-playground/<id>`, draft mode only): a pattern, a single component or a composition
 * without a page of its own, rendered alone with the editor's markers; an entry without a page (a glossary term, an
 * account executive, …) as its fields. Served by the catch-all route, so the site's route tree, and with it every
 * published page, stays as it was.
 */
export async function PlaygroundPage({ id, mode }: { id: string; mode: ReadMode }) {
  const [composition, frame] = await Promise.all([
    getCompositionById(id, mode.editing),
    loadFrame(PLAYGROUND_PATH, mode),
  ]);
  if (composition) return <CompositionPage composition={composition} context={frame.context} jsonLd={[]} />;
  const entries = await Promise.all(FRAMED_ENTRY_TYPES.map((type) => getEntries(type, true)));
  const entry = entries.flat().find((candidate) => candidate.id === id);
  if (!entry) notFound();
  return <EntryPreview entry={entry} />;
}
