import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listingPageParams } from '@/lib/blog/listing-pages';
import { withListingPage } from '@/lib/blog/listing-page';
import { listingPath } from '@/lib/blog/rewrites';
import { loadPage, pageMetadata, requestReadMode } from '@/lib/page/load-page';
import { CompositionPage } from '@/app/_page/CompositionPage';

/**
 * Page N of a Spanish blog listing (the posts enabled in es-US), as app/(en)/listing-page is of an English one:
 * visitors reach it through proxy.ts's rewrite of `/es/{section}[/{category}]?page=N`.
 */
type Props = { params: Promise<{ section: string; category: string; page: string }> };

const LOCALE = 'es-US';

export const dynamicParams = true;

export async function generateStaticParams() {
  return listingPageParams(false, LOCALE);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { section, category, page } = await props.params;
  return pageMetadata(listingPath(section, category), await requestReadMode(), Number(page) || 1, LOCALE);
}

export default async function SpanishListingPage(props: Props) {
  const { section, category, page } = await props.params;
  const mode = await requestReadMode();
  const pages = await listingPageParams(mode.preview, LOCALE);
  if (!pages.some((known) => known.section === section && known.category === category && known.page === page))
    notFound();
  const loaded = await loadPage(listingPath(section, category), mode, LOCALE);
  return <CompositionPage {...loaded} composition={await withListingPage(loaded.composition, Number(page))} />;
}
