/** A piece of text, marked when it is one of the matched words. */
export interface TextPart {
  text: string;
  match: boolean;
}

const SNIPPET_BEFORE = 60;
const SNIPPET_LENGTH = 220;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Words starting with any matched term (terms as the index found them: lowercase, possibly prefixes). */
function termPattern(terms: readonly string[]): RegExp | undefined {
  const usable = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!usable.length) return undefined;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${usable.map(escapeRegExp).join('|')})[\\p{L}\\p{N}]*`, 'giu');
}

/** Splits text into plain and matched parts; rendered as React nodes, never as HTML. */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const pattern = termPattern(terms);
  if (!pattern) return text ? [{ text, match: false }] : [];
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    if (found.index > last) parts.push({ text: text.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** A window of about 220 characters around the first matched word of the first text that has one. */
export function snippetText(texts: readonly string[], terms: readonly string[]): string {
  const pattern = termPattern(terms);
  const flat = texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const withMatch = pattern ? flat.find((text) => text.search(pattern) >= 0) : undefined;
  const text = withMatch ?? flat[0] ?? '';
  const at = withMatch && pattern ? text.search(pattern) : 0;
  let start = Math.max(0, at - SNIPPET_BEFORE);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > at ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}
