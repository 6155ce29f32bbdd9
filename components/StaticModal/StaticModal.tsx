import type { LinkEntry } from '@/lib/links';
import type { RenderContext } from '@/lib/render/context';
import { RichText } from '../RichText/RichText';
import { CtaLink } from '../shared/CtaLink';
import { StaticModalDialog } from './StaticModal.client';

export interface StaticModalProps {
  name: string;
  title: string;
  content?: unknown;
  cta?: LinkEntry;
  context: RenderContext;
}

/** A modal dialog closed by default, opened by name from the address or a `data-modal` trigger (SPEC §2, §4). */
export function StaticModal({ name, title, content, cta, context }: StaticModalProps) {
  return (
    <StaticModalDialog name={name} title={title} closeLabel={context.t('modal.close')}>
      <RichText value={content} context={context} />
      {cta ? (
        <p className="mt-4 mb-0">
          <CtaLink entry={cta} context={context} />
        </p>
      ) : null}
    </StaticModalDialog>
  );
}
