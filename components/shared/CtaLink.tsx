import type { LinkEntry } from '@/lib/links';
import type { RenderContext } from '@/lib/render/context';
import { CmsLink } from './CmsLink';

export type CtaStyle = 'primary' | 'secondary' | 'outline' | 'light' | 'text';

const STYLE_CLASS: Record<CtaStyle, string> = {
  primary: 'btn btn-primary',
  secondary: 'btn btn-secondary',
  outline: 'btn btn-outline-primary',
  light: 'btn btn-light',
  text: 'link-arrow',
};

/** A call to action from a link entry; renders nothing when the entry has no usable link or title. */
export function CtaLink({ entry, context, variant = 'primary', className = '' }: { entry: LinkEntry | undefined; context: RenderContext; variant?: CtaStyle; className?: string }) {
  if (!entry?.linkTitle) return null;
  const link = context.resolveLink(entry.link, { targetAction: entry.targetAction, noFollow: entry.noFollow });
  if (!link) return null;
  return (
    <CmsLink link={link} className={`${STYLE_CLASS[variant]} ${className}`.trim()}>
      {entry.linkTitle}
      {link.target === '_blank' ? <span className="visually-hidden"> {context.t('link.opens-in-new-tab')}</span> : null}
    </CmsLink>
  );
}
