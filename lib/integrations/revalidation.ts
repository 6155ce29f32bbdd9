import {
  CompositionChangedDefinition,
  CompositionDeletedDefinition,
  CompositionPublishedDefinition,
  EntryChangedDefinition,
  EntryDeletedDefinition,
  EntryPublishedDefinition,
  ManifestPublishedDefinition,
  ProjectMapNodeDeleteDefinition,
  ProjectMapNodeInsertDefinition,
  ProjectMapNodeUpdateDefinition,
  RedirectDeleteDefinition,
  RedirectInsertDefinition,
  RedirectUpdateDefinition,
  type CompositionChangedPayload,
  type CompositionDeletedPayload,
  type CompositionPublishedPayload,
  type EntryChangedPayload,
  type EntryDeletedPayload,
  type EntryPublishedPayload,
  type ManifestPublishedPayload,
  type ProjectMapNodeDeletedPayload,
  type ProjectMapNodeInsertedPayload,
  type ProjectMapNodeUpdatedPayload,
  type RedirectDeletedPayload,
  type RedirectInsertedPayload,
  type RedirectUpdatedPayload,
} from '@uniformdev/webhooks';
import { CACHE_TAGS } from '../content/cache-tags';
import { pathTag } from '../serve/next-private';

/** The Uniform webhook events the site refreshes for, parsed with their own definitions from @uniformdev/webhooks. */
export const HANDLED_DEFINITIONS = [
  CompositionPublishedDefinition,
  CompositionChangedDefinition,
  CompositionDeletedDefinition,
  EntryPublishedDefinition,
  EntryChangedDefinition,
  EntryDeletedDefinition,
  ProjectMapNodeInsertDefinition,
  ProjectMapNodeUpdateDefinition,
  ProjectMapNodeDeleteDefinition,
  RedirectInsertDefinition,
  RedirectUpdateDefinition,
  RedirectDeleteDefinition,
  ManifestPublishedDefinition,
];
export const HANDLED_EVENTS = HANDLED_DEFINITIONS.map((definition) => definition.event);

/** One of those events, as its definition's schema parsed it (`eventType` names the event). */
export type ContentEvent =
  | CompositionPublishedPayload
  | CompositionChangedPayload
  | CompositionDeletedPayload
  | EntryPublishedPayload
  | EntryChangedPayload
  | EntryDeletedPayload
  | ProjectMapNodeInsertedPayload
  | ProjectMapNodeUpdatedPayload
  | ProjectMapNodeDeletedPayload
  | RedirectInsertedPayload
  | RedirectUpdatedPayload
  | RedirectDeletedPayload
  | ManifestPublishedPayload;

export interface RevalidationPlan {
  /** Page paths to refresh; `layout` refreshes every page below (used for content shown site-wide). */
  paths: { path: string; type?: 'layout' }[];
  tags: string[];
}

/**
 * Reads a webhook body as Uniform sends it: the event's payload with its name in `eventType` (in Uniform's payloads
 * `type` is the composition's or entry's content type, such as "page"). Anything that is not one of the handled
 * events, valid by its definition, is null (answered 2xx, nothing refreshed).
 */
export function parseContentEvent(body: unknown): ContentEvent | null {
  if (!body || typeof body !== 'object') return null;
  const { eventType } = body as { eventType?: unknown };
  const definition = HANDLED_DEFINITIONS.find((candidate) => candidate.event === eventType);
  const parsed = definition?.schema.safeParse(body);
  return parsed?.success ? (parsed.data as ContentEvent) : null;
}

const NOTHING: RevalidationPlan = { paths: [], tags: [] };
const EVERY_PAGE = { path: '/', type: 'layout' } as const;
/** Compositions and entry types shown on every page (header, footer, integrations, interface strings, settings). */
const SITE_WIDE_SLUGS = new Set(['global-header', 'global-footer', 'global-integrations']);
const SITE_WIDE_ENTRY_TYPES = new Set(['translation', 'siteSettings']);

function pathTargets(...paths: (string | undefined)[]) {
  const unique = [
    ...new Set(paths.filter((path): path is string => Boolean(path && path.startsWith('/') && !path.startsWith('//')))),
  ];
  return { paths: unique.map((path) => ({ path })), tags: unique.map((path) => CACHE_TAGS.route(path)) };
}

/** A redirect's source as a site path (Uniform allows a full URL). */
function sourcePath(sourceUrl: string): string | undefined {
  if (sourceUrl.startsWith('/')) return sourceUrl.split('?')[0];
  try {
    return new URL(sourceUrl).pathname;
  } catch {
    return undefined;
  }
}

/**
 * Maps an event to what must be refreshed (pure; the route applies it). A page fetched from Uniform carries the tags
 * of its path, of its composition id and of each component pattern it shows, so a composition event refreshes its
 * page, or the pages showing it when it is a pattern, by id alone; project map events
 * name the old path too, so a moved or deleted page stops being served.
 */
export function planRevalidation(event: ContentEvent): RevalidationPlan {
  switch (event.eventType) {
    case 'composition.published':
    case 'composition.changed':
    case 'composition.deleted': {
      // The event does not say whether the composition is a component pattern: `pattern:<id>` names the pages that
      // embed it if it is, and nothing if it is not.
      const tags = [
        CACHE_TAGS.composition(event.id),
        CACHE_TAGS.pattern(event.id),
        ...(event.slug ? [CACHE_TAGS.compositionSlug(event.slug)] : []),
      ];
      return { paths: event.slug && SITE_WIDE_SLUGS.has(event.slug) ? [EVERY_PAGE] : [], tags };
    }
    case 'entry.published':
    case 'entry.changed':
    case 'entry.deleted': {
      const tags = [CACHE_TAGS.entries(event.type)];
      if (SITE_WIDE_ENTRY_TYPES.has(event.type)) return { paths: [EVERY_PAGE], tags };
      // Page index entries hold every page's title, description and place in the navigation.
      if (event.type === 'pageIndex') return { paths: [EVERY_PAGE], tags: [...tags, CACHE_TAGS.projectMap] };
      return { paths: [], tags };
    }
    case 'projectmap.node.insert':
    case 'projectmap.node.update':
    case 'projectmap.node.delete': {
      const previous = 'previous_path' in event ? event.previous_path : undefined;
      const targets = pathTargets(event.path, previous);
      return { paths: [...targets.paths, EVERY_PAGE], tags: [CACHE_TAGS.projectMap, ...targets.tags] };
    }
    case 'redirect.insert':
    case 'redirect.update':
    case 'redirect.delete':
      return pathTargets(sourcePath(event.source_url));
    case 'manifest.published':
      return { paths: [EVERY_PAGE], tags: [CACHE_TAGS.manifest] };
    default:
      return NOTHING;
  }
}

/**
 * Whether an event changes which addresses are pages or redirects (the route index, lib/content/route-index.ts): a
 * node added, moved or deleted, a composition published, unpublished or deleted, a redirect changed.
 */
export function changesRouteIndex(event: ContentEvent | null): boolean {
  return Boolean(event && /^(projectmap|composition|redirect)\./.test(event.eventType));
}

/** The body POSTed to CDN_PURGE_URL: pages and cache tags refreshed, `everything` when a site-wide change was made. */
export interface PurgeRequest {
  paths: string[];
  tags: string[];
  everything: boolean;
}

const PURGE_TIMEOUT_MS = 5_000;

/**
 * Tells the CDN in front of the site to drop what a revalidation refreshed (CDN_PURGE_URL, with CDN_PURGE_TOKEN as a
 * bearer token when set). Best effort: a failed purge is logged and the CDN catches up within its own lifetime.
 */
export async function purgeCdn(plan: RevalidationPlan, env: Record<string, string | undefined>): Promise<boolean> {
  const url = env.CDN_PURGE_URL;
  if (!url || plan.paths.length + plan.tags.length === 0) return false;
  const body: PurgeRequest = {
    paths: plan.paths.map((target) => target.path),
    tags: plan.tags,
    everything: plan.paths.some((target) => target.type === 'layout'),
  };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(env.CDN_PURGE_TOKEN ? { Authorization: `Bearer ${env.CDN_PURGE_TOKEN}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return true;
  } catch (error) {
    console.warn(JSON.stringify({ level: 'Warning', message: 'CDN purge failed', error: String(error) }));
    return false;
  }
}

/**
 * The edge cache's keys for what a revalidation refreshed: its tags, and each path as the tag Next gives the pages
 * under it (`revalidatePath('/', 'layout')` expires the layout tag every page carries). Every page answer names these
 * in its `xkey` header (lib/serve/cdn-cache.ts).
 */
export function edgePurgeKeys(plan: RevalidationPlan): string[] {
  const pathTags = plan.paths.map(({ path, type }) => pathTag(path, type));
  return [...new Set([...plan.tags, ...pathTags])];
}

/**
 * Drops the pages a revalidation refreshed from the Varnish edge caches in EDGE_PURGE_URL (comma-separated; each a
 * purge listener of deploy/varnish.vcl): `PURGE` with the keys in `xkey-purge`. Best effort, like purgeCdn.
 */
export async function purgeEdge(plan: RevalidationPlan, env: Record<string, string | undefined>): Promise<boolean> {
  const urls = (env.EDGE_PURGE_URL ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const keys = edgePurgeKeys(plan);
  if (urls.length === 0 || keys.length === 0) return false;
  const results = await Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetch(url, {
          method: 'PURGE',
          headers: { 'xkey-purge': keys.join(' ') },
          signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
          cache: 'no-store',
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        return true;
      } catch (error) {
        console.warn(JSON.stringify({ level: 'Warning', message: 'Edge purge failed', url, error: String(error) }));
        return false;
      }
    }),
  );
  return results.every(Boolean);
}
