import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { cookies, draftMode } from 'next/headers';
import type { Metadata } from 'next';
import { getProjectMap, getRoute, getSiteSettings, getTranslations } from '@/lib/content';
import { buildMetadata } from '@/lib/metadata';
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd } from '@/lib/jsonld';
import { createRenderContext } from '@/lib/render/context';
import { socialPageType } from '@/lib/page-type';
import { toContentPath, toSegments } from '@/lib/route-path';
import { renderComponent } from '@/components/Composition/renderComponent';
import { CanvasEditingBridge } from '@/components/Integrations/CanvasEditingBridge.client';
import { EDITING_COOKIE } from '@/lib/integrations/editing';

type Props = { params: Promise<{ path?: string[] }> };

export const dynamicParams = true;

export async function generateStaticParams() {
  const pages = await getProjectMap();
  return pages.map((page) => ({ path: toSegments(page.path) }));
}

/** Draft mode (canvas preview) reads drafts, never cached; otherwise the page stays prerendered. */
async function previewState() {
  const { isEnabled } = await draftMode();
  if (!isEnabled) return { preview: false, editing: false };
  return { preview: true, editing: (await cookies()).get(EDITING_COOKIE)?.value === '1' };
}

async function resolve(props: Props) {
  const path = toContentPath((await props.params).path);
  if (!path) notFound();
  const { preview, editing } = await previewState();
  const route = await getRoute(path, preview, editing);
  if (route.kind === 'notFound') notFound();
  if (route.kind === 'redirect') {
    if (route.status === 301 || route.status === 308) permanentRedirect(route.target);
    redirect(route.target);
  }
  return { path, preview, editing, ...route };
}

/**
 * Metadata never throws notFound(): Next streams metadata after the document shell, so a 404 raised here would
 * leave the HTML empty and the not-found page visible only after JavaScript runs. The page itself raises it.
 */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const path = toContentPath((await props.params).path);
  if (!path) return {};
  const { preview, editing } = await previewState();
  const [route, settings] = await Promise.all([getRoute(path, preview, editing), getSiteSettings()]);
  if (route.kind !== 'composition') return {};
  return buildMetadata({ page: route.page, settings, ogType: socialPageType(route.composition) });
}

export default async function CatchAllPage(props: Props) {
  const { path, page, composition, preview, editing } = await resolve(props);
  const [settings, pages, translations] = await Promise.all([
    getSiteSettings(preview ? { preview } : undefined),
    getProjectMap(preview),
    getTranslations(preview),
  ]);
  const context = createRenderContext({ settings, pages, translations, path, editing });
  const jsonLd = [breadcrumbJsonLd(page, pages, settings.siteHost), ...(path === '/' ? [organizationJsonLd(settings)] : [])];
  return (
    <>
      {renderComponent(composition, context)}
      {editing ? <CanvasEditingBridge /> : null}
      {jsonLd.map((data) => (
        <script key={data['@type']} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </>
  );
}
