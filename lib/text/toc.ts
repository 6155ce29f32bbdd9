/** A page shows a table of contents from this many h2 sections on. */
export const TOC_MIN_HEADINGS = 4;

export interface TocHeading {
  /** The section's own key (a component or block id). */
  key: string;
  text: string;
  /** An anchor the section already has (a band's `anchor` parameter), kept as it is. */
  anchor?: string;
}

export interface TocEntry {
  key: string;
  id: string;
  text: string;
}

/** A heading's anchor: lower case, accents dropped, words joined by dashes ("Quotes & forms" ─► "quotes-forms"). */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/**
 * The table of contents of a page's h2 sections, in order, or none below TOC_MIN_HEADINGS. Each section keeps its
 * own anchor or gets its heading's slug, made unique with -2, -3… so the same page always gets the same anchors.
 */
export function tableOfContents(headings: readonly TocHeading[]): TocEntry[] {
  if (headings.length < TOC_MIN_HEADINGS) return [];
  const used = new Set(headings.flatMap((heading) => (heading.anchor ? [heading.anchor] : [])));
  return headings.map(({ key, text, anchor }) => {
    if (anchor) return { key, id: anchor, text };
    const base = slugify(text);
    let id = base;
    for (let suffix = 2; used.has(id); suffix += 1) id = `${base}-${suffix}`;
    used.add(id);
    return { key, id, text };
  });
}
