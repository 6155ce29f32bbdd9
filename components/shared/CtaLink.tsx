import type { ReactNode } from 'react';
import type { ResolvedLink } from '@/lib/routing/links';
import { CmsLink } from './CmsLink';

export type CtaStyle = 'primary' | 'secondary' | 'outline' | 'light' | 'text';

/** A resolved link with its label; `newTabNote` is the screen-reader note for links that open a new tab. */
export interface Cta extends ResolvedLink {
  label: ReactNode;
  newTabNote?: string;
  /** The link is the page being shown (navigation marks it with aria-current). */
  current?: boolean;
}

const STYLE_CLASS: Record<CtaStyle, string> = {
  primary: 'btn btn-primary',
  secondary: 'btn btn-secondary',
  outline: 'btn btn-outline-primary',
  light: 'btn btn-light',
  text: 'link-arrow',
};

/** A call to action; renders nothing without one. */
export function CtaLink(props: { cta: Cta | undefined; variant?: CtaStyle; className?: string }) {
  const { cta, variant = 'primary', className = '' } = props;
  if (!cta) return null;
  return (
    <CmsLink link={cta} className={`${STYLE_CLASS[variant]} ${className}`.trim()}>
      {cta.label}
      {cta.newTabNote ? <span className="visually-hidden"> {cta.newTabNote}</span> : null}
    </CmsLink>
  );
}

/** A key for a call to action in a list: its address and label. */
export function ctaKey(cta: Cta): string {
  return `${cta.href}|${typeof cta.label === 'string' ? cta.label : ''}`;
}

/** A heading's text as its link (a card's or a person's name); the new-tab note follows after a space. */
export function TitleLink({ link, className }: { link: Cta; className?: string }) {
  return (
    <CmsLink link={link} className={className}>
      {link.label}
      {link.newTabNote ? (
        <>
          {' '}
          <span className="visually-hidden">{link.newTabNote}</span>
        </>
      ) : null}
    </CmsLink>
  );
}

/** A call to action on its own line under the text (`mt-4` unless told); nothing without one. */
export function CtaBlock({ cta, variant, className = 'mt-4' }: { cta?: Cta; variant?: CtaStyle; className?: string }) {
  if (!cta) return null;
  return (
    <div className={className}>
      <CtaLink cta={cta} variant={variant} />
    </div>
  );
}
