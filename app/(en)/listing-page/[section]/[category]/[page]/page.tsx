import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listingPageParams } from '@/lib/blog/listing-pages';
import { withListingPage } from '@/lib/blog/listing-page';
import { listingPath } from '@/lib/blog/rewrites';
import { loadPage, pageMetadata, requestReadMode } from '@/lib/page/load-page';
import { CompositionPage } from '@/app/_page/CompositionPage';

/**
 * Page N of a blog listing, prerendered for every page that exists at build. Visitors reach it only through the
 * rewrite of `/{section}[/{category}]?page=N` (proxy.ts). A page that posts published later add renders on demand;
 * a page past the last one is a 404, never stored (page-cache-handler.mjs).
 */
type Props = { params: Promise<{ section: string; category: string; page: string }> };

export const dynamicParams = true;

export async function generateStaticParams() {
  return listingPageParams();
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { section, category, page } = await props.params;
  return pageMetadata(listingPath(section, category), await requestReadMode(), Number(page) || 1);
}

export default async function ListingPage(props: Props) {
  const { section, category, page } = await props.params;
  const mode = await requestReadMode();
  const pages = await listingPageParams(mode.preview);
  if (!pages.some((known) => known.section === section && known.category === category && known.page === page))
    notFound();
  const loaded = await loadPage(listingPath(section, category), mode);
  return <CompositionPage {...loaded} composition={await withListingPage(loaded.composition, Number(page))} />;
}
