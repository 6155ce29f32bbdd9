import { CACHE_TAGS } from '../content/cache-tags';

/**
 * A Uniform webhook event as the revalidation route reads it: the event type (`composition.published`,
 * `entry.deleted`, `projectmap.node.update`, …) and its payload. Only the payload fields used here are named.
 */
export interface ContentEvent {
  type: string;
  payload: {
    id?: string;
    slug?: string;
    /** Entry content type (`pageIndex`, `translation`, …) on entry events. */
    entryType?: string;
    /** Current path of the page (composition and project-map events). */
    path?: string;
    /** Path before a project-map move or a delete. */
    previousPath?: string;
  };
}

export interface RevalidationPlan {
  /** Page paths to refresh; `layout` refreshes every page below (used for content shown site-wide). */
  paths: { path: string; type?: 'layout' }[];
  tags: string[];
}

const NOTHING: RevalidationPlan = { paths: [], tags: [] };
const EVERY_PAGE = { path: '/', type: 'layout' } as const;
/** Compositions and entry types shown on every page (header, footer, interface strings, settings). */
const SITE_WIDE_SLUGS = new Set(['global-header', 'global-footer']);
const SITE_WIDE_ENTRY_TYPES = new Set(['translation', 'siteSettings']);
const KINDS = ['published', 'changed', 'deleted', 'insert', 'update', 'delete', 'moved', 'unpublished'];

function splitType(type: string): { subject: string; kind: string } | null {
  const parts = type.toLowerCase().split('.');
  const kind = parts.at(-1) ?? '';
  if (!KINDS.includes(kind)) return null;
  return { subject: parts.slice(0, -1).join('.'), kind };
}

function pathTargets(...paths: (string | undefined)[]) {
  const unique = [...new Set(paths.filter((path): path is string => Boolean(path && path.startsWith('/'))))];
  return { paths: unique.map((path) => ({ path })), tags: unique.map((path) => CACHE_TAGS.route(path)) };
}

/**
 * Maps a content event to what must be refreshed (pure; the route applies it). Old paths are included so a moved or
 * deleted page stops being served from the cache. Unknown events map to nothing.
 */
export function planRevalidation(event: ContentEvent): RevalidationPlan {
  const parsed = splitType(event.type);
  if (!parsed) return NOTHING;
  const { slug, entryType, path, previousPath } = event.payload;
  const targets = pathTargets(path, previousPath);

  switch (parsed.subject) {
    case 'composition': {
      if (slug && SITE_WIDE_SLUGS.has(slug)) return { paths: [EVERY_PAGE], tags: [CACHE_TAGS.composition(slug)] };
      const tags = [...(slug ? [CACHE_TAGS.composition(slug)] : []), ...targets.tags];
      // Without a known path the page cannot be named: refresh all content rather than serve a stale page.
      if (!targets.paths.length) return { paths: [EVERY_PAGE], tags: [...tags, CACHE_TAGS.all] };
      return { paths: targets.paths, tags };
    }
    case 'entry': {
      if (!entryType) return { paths: [EVERY_PAGE], tags: [CACHE_TAGS.all] };
      const tags = [CACHE_TAGS.entries(entryType)];
      if (SITE_WIDE_ENTRY_TYPES.has(entryType)) return { paths: [EVERY_PAGE], tags };
      if (entryType === 'pageIndex') return { paths: targets.paths, tags: [...tags, CACHE_TAGS.projectMap, ...targets.tags] };
      return { paths: targets.paths, tags };
    }
    case 'projectmap.node':
    case 'projectmapnode':
      return { paths: [...targets.paths, EVERY_PAGE], tags: [CACHE_TAGS.projectMap, ...targets.tags] };
    case 'redirect':
      return { paths: targets.paths, tags: [CACHE_TAGS.all] };
    default:
      return NOTHING;
  }
}

function text(record: Record<string, unknown>, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = record[name];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/**
 * Reads a webhook body: `{type, payload}` (or `event`/`data`); payload field names in Uniform's snake or camel case.
 * Anything else is null (and answered 2xx with nothing refreshed).
 */
export function parseContentEvent(body: unknown, headerType?: string | null): ContentEvent | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const type = text(record, 'type', 'event', 'eventType') ?? headerType ?? undefined;
  const rawPayload = record.payload ?? record.data ?? record;
  if (!type || !rawPayload || typeof rawPayload !== 'object') return null;
  const payload = rawPayload as Record<string, unknown>;
  return {
    type,
    payload: {
      id: text(payload, 'id', '_id'),
      slug: text(payload, 'slug', '_slug'),
      entryType: text(payload, 'entryType', 'entry_type', 'contentType', 'content_type'),
      path: text(payload, 'path'),
      previousPath: text(payload, 'previousPath', 'previous_path', 'oldPath', 'old_path'),
    },
  };
}
