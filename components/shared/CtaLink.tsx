import type { ReactNode } from 'react';
import type { ResolvedLink } from '@/lib/links';
import { CmsLink } from './CmsLink';

export type CtaStyle = 'primary' | 'secondary' | 'outline' | 'light' | 'text';

/** A resolved link with its label; `newTabNote` is the screen-reader note for links that open a new tab. */
export interface Cta extends ResolvedLink {
  label: ReactNode;
  newTabNote?: string;
}

const STYLE_CLASS: Record<CtaStyle, string> = {
  primary: 'btn btn-primary',
  secondary: 'btn btn-secondary',
  outline: 'btn btn-outline-primary',
  light: 'btn btn-light',
  text: 'link-arrow',
};

/** A call to action; renders nothing without one. */
export function CtaLink({ cta, variant = 'primary', className = '' }: { cta: Cta | undefined; variant?: CtaStyle; className?: string }) {
  if (!cta) return null;
  return (
    <CmsLink link={cta} className={`${STYLE_CLASS[variant]} ${className}`.trim()}>
      {cta.label}
      {cta.newTabNote ? <span className="visually-hidden"> {cta.newTabNote}</span> : null}
    </CmsLink>
  );
}
