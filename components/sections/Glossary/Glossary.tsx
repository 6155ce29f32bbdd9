import type { HeadingLevel } from '@/lib/render/params';
import { Heading } from '../../shared/Heading';
import { Section } from '../../shared/Section';
import type { GlossaryTerm } from './GlossaryTabs.client';
import { GlossaryTabs } from '../../shared/lazy-widgets.client';

export interface GlossaryProps {
  title?: string;
  titleLevel: HeadingLevel;
  terms: GlossaryTerm[];
  tabsLabel: string;
  selectLabel: string;
  indexLabel: string;
  nested: boolean;
}

/** Glossary: a title, an A–Z index, then the terms as tabs (large screens) or a dropdown (small), first term selected. */
export function Glossary({ title, titleLevel, terms, tabsLabel, selectLabel, indexLabel, nested }: GlossaryProps) {
  if (!terms.length) return null;
  return (
    <Section nested={nested}>
      <Heading level={titleLevel} className="mb-4">
        {title}
      </Heading>
      <GlossaryTabs terms={terms} tabsLabel={title ?? tabsLabel} selectLabel={selectLabel} indexLabel={indexLabel} />
    </Section>
  );
}
