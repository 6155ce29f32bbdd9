import type { ReactNode } from 'react';
import { headingParam, textParam } from '@/lib/render/params';
import { tableOfContents, type TocHeading } from '@/lib/text/toc';
import type { SlotChild } from '../../types';
import { TableOfContents } from '../../shared/lazy-widgets.client';

/** The page bands whose heading is a section heading (the same parameters, docs/behaviour.md#content-model). */
const SECTION_TYPES = new Set(['contentBlock', 'textOnly']);

function h2Sections(children: readonly SlotChild[]): TocHeading[] {
  return children.flatMap(({ id, component }) => {
    const text = textParam(component, 'heading');
    if (!SECTION_TYPES.has(component.type) || !text || headingParam(component, 'headingType') !== 'h2') return [];
    return [{ key: id, text, anchor: textParam(component, 'anchor') }];
  });
}

/**
 * A page's bands with its table of contents before the first h2 band, when it has TOC_MIN_HEADINGS of them. A band
 * without its own anchor is wrapped in an element carrying the heading's slug.
 */
export function withTableOfContents(children: readonly SlotChild[], label: string): ReactNode[] {
  const toc = tableOfContents(h2Sections(children));
  if (!toc.length) return children.map((child) => child.node);
  const entries = new Map(toc.map((entry) => [entry.key, entry]));
  return children.flatMap((child) => {
    const entry = entries.get(child.id);
    if (!entry) return [child.node];
    const band = textParam(child.component, 'anchor') ? (
      child.node
    ) : (
      <div key={child.id} id={entry.id}>
        {child.node}
      </div>
    );
    if (entry !== toc[0]) return [band];
    return [
      <div key="table-of-contents" className="container mt-4">
        <TableOfContents label={label} links={toc.map(({ id, text }) => ({ id, text }))} />
      </div>,
      band,
    ];
  });
}
