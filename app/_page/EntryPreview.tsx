import { getCompositionById, getProjectMap, type ContentEntry } from '@/lib/content';
import { loadFrame, loadPage } from '@/lib/page/load-page';
import type { ReadMode } from '@/lib/page/read-mode';
import { PLAYGROUND_PATH } from '@/lib/integrations/playground';
import { CompositionPage } from './CompositionPage';
import { previewConfiguration } from './entry-preview-config';

/** Entry types without a page of their own; a blog post previews as its article instead (app/api/preview). */
export const FRAMED_ENTRY_TYPES = ['glossaryItem', 'accountExecutive', 'pageIndex', 'translation', 'siteSettings'];

/** A field's value as text, when it has one (nested values such as assets and rich text are left out). */
function fieldText(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ') || undefined;
  return undefined;
}

/**
 * An entry with no page of its own in the canvas's preview pane, as its content type's preview configuration says:
 * the page of that project map node, or that component pattern, read as drafts, so the entry shows where visitors
 * will see it (the widgets read the entries themselves). The page carries no editor markers: the entry is what is
 * being edited. Without a configuration (or when its node or pattern is gone), its name and text fields.
 */
export async function EntryPreview({ entry }: { entry: ContentEntry }) {
  const configuration = previewConfiguration(entry.type);
  const asShown: ReadMode = { preview: true, editing: false };
  if (configuration?.type === 'project-map') {
    const page = (await getProjectMap(true)).find((candidate) => candidate.entryID === configuration.id);
    if (page) return <CompositionPage {...await loadPage(page.path, asShown)} />;
  }
  if (configuration?.type === 'pattern') {
    const [pattern, frame] = await Promise.all([
      getCompositionById(configuration.id, false),
      loadFrame(PLAYGROUND_PATH, asShown),
    ]);
    if (pattern) return <CompositionPage composition={pattern} context={frame.context} jsonLd={[]} />;
  }
  return <EntryFields entry={entry} />;
}

function EntryFields({ entry }: { entry: ContentEntry }) {
  const fields = Object.entries(entry.fields).flatMap(([name, value]) => {
    const text = fieldText(value);
    return text ? [{ name, text }] : [];
  });
  return (
    <section className="container py-5" aria-labelledby="entry-preview-title">
      <p className="text-body-secondary mb-1">{entry.type}</p>
      <h1 id="entry-preview-title">{entry.name}</h1>
      <dl>
        {fields.map(({ name, text }) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
