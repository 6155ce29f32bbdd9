import type { Metadata } from 'next';
import { getProjectMap } from '@/lib/content';
import { loadPage, pageMetadata, requestReadMode } from '@/lib/page/load-page';
import { toContentPath, toSegments } from '@/lib/route-path';
import { CompositionPage } from '@/app/_page/CompositionPage';
import { PlaygroundPage } from '@/app/_page/PlaygroundPage';
import { playgroundId } from '@/lib/integrations/playground';

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
  const { path } = await props.params;
  const mode = await requestReadMode();
  const playground = mode.preview ? playgroundId(path) : undefined;
  if (playground) return <PlaygroundPage id={playground} mode={mode} />;
  const loaded = await loadPage(toContentPath(path), mode);
  return <CompositionPage {...loaded} />;
}
