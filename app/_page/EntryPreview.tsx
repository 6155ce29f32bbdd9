import type { ContentEntry } from '@/lib/content';

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
 * An entry with no page of its own in the canvas's preview pane: its name and its text fields, inside the site's
 * header and footer, so an editor sees what they typed (the pages that use it show it in place).
 */
export function EntryPreview({ entry }: { entry: ContentEntry }) {
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
