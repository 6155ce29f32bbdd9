import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getProjectMap, getRoute, getSiteSettings, getTranslations } from '@/lib/content';
import { buildMetadata } from '@/lib/metadata';
import { breadcrumbJsonLd, serializeJsonLd } from '@/lib/jsonld';
import { createRenderContext } from '@/lib/render/context';
import { listingPageParams } from '@/lib/blog/listing-pages';
import { listingPath } from '@/lib/blog/rewrites';
import { renderComponent } from '@/components/Composition/renderComponent';

/**
 * Page N of a blog listing, prerendered for every page that exists. Visitors reach it only through the rewrite of
 * `/{section}[/{category}]?page=N` (next.config.ts); a page past the last one is not generated, so it is a 404.
 */
type Props = { params: Promise<{ section: string; category: string; page: string }> };

export const dynamicParams = false;

export async function generateStaticParams() {
  return listingPageParams();
}

async function resolve(props: Props) {
  const { section, category, page } = await props.params;
  const path = listingPath(section, category);
  const route = await getRoute(path);
  if (route.kind !== 'composition') notFound();
  return { path, listingPage: Number(page), composition: route.composition, page: route.page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ page }, settings] = await Promise.all([resolve(props), getSiteSettings()]);
  return buildMetadata({ page, settings });
}

export default async function ListingPage(props: Props) {
  const [{ path, listingPage, composition, page }, settings, pages, translations] = await Promise.all([resolve(props), getSiteSettings(), getProjectMap(), getTranslations()]);
  const context = createRenderContext({ settings, pages, translations, path, listingPage });
  return (
    <>
      {renderComponent(composition, context)}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbJsonLd(page, pages, settings.siteHost)) }} />
    </>
  );
}
