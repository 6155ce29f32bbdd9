import type { ReactNode } from 'react';
import styles from './Quote.module.scss';
import { Quotation } from '../../shared/Quotation';
import { Section } from '../../shared/Section';

export const QUOTE_VARIANTS = ['standard', 'emphasis', 'card'] as const;
export const QUOTE_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type QuoteVariant = (typeof QUOTE_VARIANTS)[number];
export type QuoteAlignment = (typeof QUOTE_ALIGNMENTS)[number];

export interface QuoteProps {
  quote?: ReactNode;
  quoteSource?: ReactNode;
  location?: ReactNode;
  variant: QuoteVariant;
  alignment: QuoteAlignment;
  nested: boolean;
}

const ALIGN_CLASS: Record<QuoteAlignment, string> = {
  left: 'text-start',
  center: 'text-center mx-auto',
  right: 'text-end ms-auto',
};

/** A pull quote with its source and the source's location; renders nothing without a quote. */
export function Quote({ quote, quoteSource, location, variant, alignment, nested }: QuoteProps) {
  if (!quote) return null;
  return (
    <Section nested={nested}>
      <figure
        className={[styles.quote, styles[variant], ALIGN_CLASS[alignment]].filter(Boolean).join(' ')}
        data-alignment={alignment}
        data-variant={variant}
      >
        <Quotation
          quote={quote}
          person={quoteSource}
          place={location}
          classNames={{ quote: styles.text, caption: styles.source, person: styles.name, place: styles.location }}
        />
      </figure>
    </Section>
  );
}
