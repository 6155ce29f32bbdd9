import type { ReactNode } from 'react';
import { SiteFrame, siteMetadata, siteViewport } from '@/app/_page/SiteFrame';

export const viewport = siteViewport;
export const generateMetadata = () => siteMetadata('es-US');

/** The Spanish site's root layout (es-US, under /es). */
export default function SpanishLayout({ children }: { children: ReactNode }) {
  return <SiteFrame locale="es-US">{children}</SiteFrame>;
}
