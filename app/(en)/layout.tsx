import type { ReactNode } from 'react';
import { SiteFrame, siteMetadata, siteViewport } from '@/app/_page/SiteFrame';

export const viewport = siteViewport;
export const generateMetadata = () => siteMetadata('en-US');

/** The English site's root layout (the default locale, at the unprefixed addresses). */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteFrame locale="en-US">{children}</SiteFrame>;
}
