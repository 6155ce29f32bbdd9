import type { Metadata } from 'next';
import { SiteFrame, siteMetadata } from '@/app/_page/SiteFrame';
import NotFound from './(en)/not-found';

/**
 * The 404 page of an address no route matches, and the page the front door answers unknown addresses with. With a
 * root layout per locale (`app/(en)`, `app/(es)`) Next has no layout of its own for it, so it is the English site's frame around the English not-found page (next.config.ts: `globalNotFound`).
 */
export async function generateMetadata(): Promise<Metadata> {
  return { ...(await siteMetadata('en-US')), title: 'Page not found | Verdance Insurance' };
}

export default function GlobalNotFound() {
  return (
    <SiteFrame locale="en-US">
      <NotFound />
    </SiteFrame>
  );
}
