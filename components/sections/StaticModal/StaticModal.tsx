import type { ReactNode } from 'react';
import { RichText } from '../../rendering/RichText/RichText';
import { CtaLink, type Cta } from '../../shared/CtaLink';
import { StaticModalDialog } from '../../shared/lazy-widgets.client';

export interface StaticModalProps {
  name: string;
  title: string;
  closeLabel: string;
  content?: ReactNode;
  cta?: Cta;
}

/** A modal dialog closed by default, opened by name from the address or a `data-modal` trigger (docs/behaviour.md#links-tokens-and-query-parameters). */
export function StaticModal({ name, title, closeLabel, content, cta }: StaticModalProps) {
  return (
    <StaticModalDialog name={name} title={title} closeLabel={closeLabel}>
      <RichText>{content}</RichText>
      {cta ? (
        <p className="mt-4 mb-0">
          <CtaLink cta={cta} />
        </p>
      ) : null}
    </StaticModalDialog>
  );
}
