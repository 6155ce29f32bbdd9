import 'server-only';
import { cache } from 'react';
import { contentSource } from './source';
import { toSiteSettings } from './normalize';
import type { ContentEntry, PageIndexEntry, SiteSettings } from './types';

export type * from './types';

/**
 * The data module: typed, cached fetch functions. `cache` lets a page and its generateMetadata share one fetch.
 * Components never see provider shapes. Each takes the request's `preview` flag (lib/page/read-mode.ts) as a boolean.
 */
export const getRoute = cache((path: string, preview: boolean = false, editing: boolean = false) =>
  contentSource().getRoute(path, { preview, editing: preview && editing }),
);

export const getProjectMap = cache((preview: boolean = false): Promise<PageIndexEntry[]> =>
  contentSource().getProjectMap({ preview }),
);

export const getEntries = cache(
  (type: string, preview: boolean = false, editing: boolean = false): Promise<ContentEntry[]> =>
    contentSource().getEntries(type, { preview, editing: preview && editing }),
);

export const getGlobalComposition = cache((slug: string, preview: boolean = false, editing: boolean = false) =>
  contentSource().getCompositionBySlug(slug, { preview, editing: preview && editing }),
);

/** A composition or pattern by id, for the canvas playground (always read as a draft). */
export const getCompositionById = cache((id: string, editing: boolean = false) =>
  contentSource().getCompositionById(id, { preview: true, editing }),
);

/** The Context manifest: from content/ (signals, tests) locally, from Uniform's /api/v2/manifest with a Uniform source. */
export const getContextManifest = cache(() => contentSource().getContextManifest());

export const getSiteSettings = cache(async (preview: boolean = false): Promise<SiteSettings> => {
  const [entry] = await contentSource().getEntries('siteSettings', { preview });
  if (!entry) throw new Error('No siteSettings entry in the content source');
  return toSiteSettings(entry, `siteSettings ${entry.id}`);
});

/** Translation phrases keyed by internalName (docs/behaviour.md#content-model translation entry). */
export const getTranslations = cache(async (preview: boolean = false): Promise<Record<string, string>> => {
  const entries = await contentSource().getEntries('translation', { preview });
  return Object.fromEntries(
    entries.map((entry) => [String(entry.fields.internalName), String(entry.fields.phrase ?? '')]),
  );
});
