/**
 * Which component patterns a page shows, so that publishing a pattern refreshes exactly the pages that embed it.
 * Uniform's delivery API resolves patterns into a page and keeps each instance's `_pattern` (the pattern's id), nested
 * patterns' too; a page's cached reads are tagged `pattern:<id>` for each of them (lib/content/uniform.ts).
 */
interface Node {
  _pattern?: unknown;
  slots?: Record<string, unknown[] | undefined>;
}

/** Every pattern id a resolved composition shows, nested ones too, each once, in document order. */
export function embeddedPatternIds(root: unknown): string[] {
  const ids = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { _pattern, slots } = node as Node;
    if (typeof _pattern === 'string' && _pattern) ids.add(_pattern);
    for (const children of Object.values(slots ?? {})) for (const child of children ?? []) visit(child);
  };
  visit(root);
  return [...ids];
}

/**
 * Sent with the route read that carries the pattern tags: it gives that read its own entry in Next's fetch cache
 * (the key includes headers), apart from the first read that only found which patterns the page shows.
 */
export const PATTERNS_HEADER = 'x-site-embedded-patterns';
