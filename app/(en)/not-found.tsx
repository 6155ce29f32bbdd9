import Link from 'next/link';
import type { Metadata } from 'next';
import { getSiteSettings } from '@/lib/content';
import { ErrorPage } from '@/components/layout/ErrorPage/ErrorPage';

// No robots here: Next adds its own noindex tag to every not-found page, and a second tag would contradict it.
export const metadata: Metadata = { title: 'Page not found | Verdance Insurance' };

/** The designed 404 page: a way home, the sitemap, and a person to call. */
export default async function NotFound() {
  const settings = await getSiteSettings();
  const tel = `tel:${settings.phoneNumber.replace(/[^\d+]/g, '')}`;
  return (
    <ErrorPage eyebrow="Error 404" title="We couldn’t find that page">
      <p>The page may have moved, or the address may have a typo. These will get you back on track:</p>
      <ul>
        <li>
          <Link href="/">Go to the {settings.brandName} home page</Link>
        </li>
        <li>
          <Link href="/sitemap">Browse every page in the sitemap</Link>
        </li>
        <li>
          Call us at <a href={tel}>{settings.phoneNumber}</a>, Monday to Friday, and we’ll point you the right way.
        </li>
      </ul>
    </ErrorPage>
  );
}
