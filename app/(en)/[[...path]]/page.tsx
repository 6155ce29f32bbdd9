import type { Metadata } from 'next';
import { getProjectMap } from '@/lib/content';
import { loadPage, pageMetadata, requestReadMode } from '@/lib/page/load-page';
import { toContentPath, toSegments } from '@/lib/routing/route-path';
import { CompositionPage } from '@/app/_page/CompositionPage';
import { PlaygroundPage } from '@/app/_page/PlaygroundPage';
import { playgroundId } from '@/lib/integrations/playground';
import { decisionPoints } from '@/lib/personalization/decision-points';
import { decodeKey, VARIANT_SEGMENT, type Decision } from '@/lib/personalization/evaluate';

type Props = { params: Promise<{ path?: string[] }> };

export const dynamicParams = true;

export async function generateStaticParams() {
  const pages = await getProjectMap();
  return pages.map((page) => ({ path: toSegments(page.path) }));
}

/**
 * `/_pz/<key>/<path>` is `<path>` rendered for one evaluation result (proxy.ts's internal rewrite,
 * lib/personalization/visitor-route.ts): built on demand, then cached like any prerendered page.
 */
function splitVariant(path: string[] | undefined): { key?: string; contentPath: string | undefined } {
  if (path?.[0] !== VARIANT_SEGMENT) return { contentPath: toContentPath(path) };
  return { key: path[1] ?? '', contentPath: toContentPath(path.slice(2)) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return pageMetadata(splitVariant((await props.params).path).contentPath, await requestReadMode());
}

/** Every project-map page: prerendered, 404 for anything else, redirects from the content source. */
export default async function CatchAllPage(props: Props) {
  const { path } = await props.params;
  const mode = await requestReadMode();
  const playground = mode.preview ? playgroundId(path) : undefined;
  if (playground) return <PlaygroundPage id={playground} mode={mode} />;
  const { key, contentPath } = splitVariant(path);
  const loaded = await loadPage(contentPath, mode);
  if (key === undefined) return <CompositionPage {...loaded} />;
  const located = decisionPoints(loaded.composition);
  const decided = decodeKey(
    located.map(({ point }) => point),
    key,
  );
  // Points read before a content change may not fit the page now: its default variants, until proxy.ts catches up.
  if (!decided || mode.preview) return <CompositionPage {...loaded} />;
  const decisions = new Map<(typeof located)[number]['component'], Decision[]>();
  located.forEach(({ component }, index) => {
    const decision = decided[index];
    if (decision) decisions.set(component, [...(decisions.get(component) ?? []), decision]);
  });
  return <CompositionPage {...loaded} context={{ ...loaded.context, decisions }} />;
}
