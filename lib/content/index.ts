import 'server-only';
import { cache } from 'react';
import { contentSource } from './source';
import { toSiteSettings } from './normalize';
import { previewReleaseId } from './preview-release';
import { DEFAULT_LOCALE } from '../i18n/locales';
import type { ContentEntry, FetchOptions, PageIndexEntry, SiteSettings, WithheldPage } from './types';

export type * from './types';

/** What a read asks for: drafts in preview, in the preview's release when it has one; the published site otherwise. */
async function readOptions(preview: boolean, editing = false, locale: string = DEFAULT_LOCALE): Promise<FetchOptions> {
  if (!preview) return { preview: false, editing: false, locale };
  return { preview: true, editing, releaseId: await previewReleaseId(), locale };
}

/**
 * The data module: typed, cached fetch functions. `cache` lets a page and its generateMetadata share one fetch.
 * Components never see provider shapes. Each takes the request's `preview` flag (lib/page/read-mode.ts) as a boolean;
 * a preview's release, when it has one, is the request's own (lib/content/preview-release.ts). The last argument of
 * each is the locale (lib/i18n/locales.ts), the default locale when left out.
 */
export const getRoute = cache(
  (path: string, preview: boolean = false, editing: boolean = false, locale: string = DEFAULT_LOCALE) =>
    readOptions(preview, editing, locale).then((options) => contentSource().getRoute(path, options)),
);

export const getProjectMap = cache(
  (preview: boolean = false, locale: string = DEFAULT_LOCALE): Promise<PageIndexEntry[]> =>
    readOptions(preview, false, locale).then((options) => contentSource().getProjectMap(options)),
);

/** Pages in the project map that the published site does not show: links to them are left out. */
export const getWithheldPages = cache((preview: boolean = false): Promise<WithheldPage[]> =>
  readOptions(preview).then((options) => contentSource().getWithheldPages?.(options) ?? []),
);

export const getEntries = cache(
  (
    type: string,
    preview: boolean = false,
    editing: boolean = false,
    locale: string = DEFAULT_LOCALE,
  ): Promise<ContentEntry[]> =>
    readOptions(preview, preview && editing, locale).then((options) => contentSource().getEntries(type, options)),
);

export const getGlobalComposition = cache(
  (slug: string, preview: boolean = false, editing: boolean = false, locale: string = DEFAULT_LOCALE) =>
    readOptions(preview, editing, locale).then((options) => contentSource().getCompositionBySlug(slug, options)),
);

/** A composition or pattern by id, for the canvas playground (always read as a draft). */
export const getCompositionById = cache((id: string, editing: boolean = false) =>
  readOptions(true, editing).then((options) => contentSource().getCompositionById(id, options)),
);

/** The Context manifest: from content/ (signals, tests) locally, from Uniform's /api/v2/manifest with a Uniform source. */
export const getContextManifest = cache((preview: boolean = false) =>
  readOptions(preview).then((options) => contentSource().getContextManifest(options)),
);

export const getSiteSettings = cache(
  async (preview: boolean = false, locale: string = DEFAULT_LOCALE): Promise<SiteSettings> => {
    const [entry] = await getEntries('siteSettings', preview, false, locale);
    if (!entry) throw new Error('No siteSettings entry in the content source');
    return toSiteSettings(entry, `siteSettings ${entry.id}`);
  },
);

/** Translation phrases keyed by internalName (docs/behaviour.md#content-model translation entry). */
export const getTranslations = cache(
  async (preview: boolean = false, locale: string = DEFAULT_LOCALE): Promise<Record<string, string>> => {
    const entries = await getEntries('translation', preview, false, locale);
    return Object.fromEntries(
      entries.map((entry) => [String(entry.fields.internalName), String(entry.fields.phrase ?? '')]),
    );
  },
);
