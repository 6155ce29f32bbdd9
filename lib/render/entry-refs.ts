import type { ContentEntry } from '../content/types';

function referenceId(reference: unknown): string | undefined {
  if (typeof reference === 'string') return reference;
  if (!reference || typeof reference !== 'object') return undefined;
  const record = reference as Record<string, unknown>;
  const id = record._id ?? record.id ?? record.entryId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * The entries a component's reference parameter points at, in the order given. References may be entry ids,
 * `{_id}` / `{id}` / `{entryId}` objects, or slugs. No references at all means every entry of the type.
 */
export function selectEntries(entries: readonly ContentEntry[], references: unknown): ContentEntry[] {
  const ids = (Array.isArray(references) ? references : []).map(referenceId).filter((id): id is string => Boolean(id));
  if (!ids.length) return [...entries];
  return ids.flatMap((id) => entries.filter((entry) => entry.id === id || entry.slug === id).slice(0, 1));
}
