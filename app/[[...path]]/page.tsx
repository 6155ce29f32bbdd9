import type { Metadata } from 'next';
import { getProjectMap } from '@/lib/content';
import { loadPage, pageMetadata, requestReadMode } from '@/lib/page/load-page';
import { toContentPath, toSegments } from '@/lib/route-path';
import { CompositionPage } from '@/app/_page/CompositionPage';

type Props = { params: Promise<{ path?: string[] }> };

export const dynamicParams = true;

export async function generateStaticParams() {
  const pages = await getProjectMap();
  return pages.map((page) => ({ path: toSegments(page.path) }));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return pageMetadata(toContentPath((await props.params).path), await requestReadMode());
}

/** Every project-map page: prerendered, 404 for anything else, redirects from the content source. */
export default async function CatchAllPage(props: Props) {
  const loaded = await loadPage(toContentPath((await props.params).path), await requestReadMode());
  return <CompositionPage {...loaded} />;
}
