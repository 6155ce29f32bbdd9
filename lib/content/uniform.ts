import { cache } from 'react';
import { CANVAS_DRAFT_STATE, CANVAS_EDITOR_STATE, CANVAS_PUBLISHED_STATE, type LimitPolicy } from '@uniformdev/canvas';
import type { ManifestV2 } from '@uniformdev/context';
import type {
  ContentEntry,
  ContentSource,
  FetchOptions,
  PageIndexEntry,
  RootComponentInstance,
  RouteResult,
} from './types';
import { flattenEntry, normalizeRoutePath, toPageIndexEntry } from './normalize';
import { CACHE_TAGS } from './cache-tags';
import { embeddedPatternIds, PATTERNS_HEADER } from './pattern-dependencies';
import { parseContent } from './schemas';
import { isDynamicPath, matchNode } from './project-map-route';
import { sharedLimitPolicy } from './uniform-limits';
import { createRouteIndex, routeIndexKey, type IndexedNode } from './route-index';
import type { SharedStore } from './shared-store';
import { uniformClients } from './uniform-clients';
import {
  compositionResponseSchema,
  entriesResponseSchema,
  manifestResponseSchema,
  nodesResponseSchema,
  routeResponseSchema,
  type LiveNode,
  type RouteResponse,
} from './uniform-responses';
import { UNIFORM_LIMITS } from '../constants';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { availableIn } from './localize';
import { nextRuntime } from '../settings';

export interface UniformConfig {
  apiKey: string;
  projectId: string;
  apiHost?: string;
  edgeApiHost?: string;
  /** Milliseconds before a request to Uniform is abandoned, so a hanging API gives the error page, not a hung request. */
  timeoutMs?: number;
  /** Default: the process's shared policy (one for every client, or the rate limit never applies). */
  limitPolicy?: LimitPolicy;
  /** Drafts and previews. Default: the process's shared draft policy, a budget apart from the published one. */
  draftLimitPolicy?: LimitPolicy;
  /** Keep published reads in Next's data cache. Default: yes, except during `next build`. */
  cachePublished?: boolean;
  /** Where the route index is kept. Default: the shared store (Redis when REDIS_URL is set). */
  routeIndexStore?: SharedStore;
}

const ENTRY_PAGE_SIZE = 100;
export const DEFAULT_TIMEOUT_MS = 8000;

/**
 * How long one call may take from the moment it is asked for: every attempt's timeout, the SDK's one-second pause
 * before its retry, and as long again as one attempt for waiting its turn behind other renders' calls.
 */
export const callDeadlineMs = (timeoutMs: number) => (UNIFORM_LIMITS.retries + 2) * timeoutMs + 1000;

/** Drafts in preview; in the canvas editor first its unsaved state (63), then the saved draft, as the SDK does. */
function states(options?: FetchOptions): number[] {
  if (!options?.preview) return [CANVAS_PUBLISHED_STATE];
  return options.editing ? [CANVAS_EDITOR_STATE, CANVAS_DRAFT_STATE] : [CANVAS_DRAFT_STATE];
}

/** The locale Uniform localizes the answer to (the SDK's `locale` parameter). */
const localeOf = (options?: FetchOptions) => options?.locale ?? DEFAULT_LOCALE;

/** The `releaseId` query parameter of a release preview's reads; nothing for the published site. */
function release(options?: FetchOptions): { releaseId?: string } {
  return options?.preview && options.releaseId ? { releaseId: options.releaseId } : {};
}

/**
 * Project map nodes of type composition, each with its page index entry (or a usable one made from the node). The
 * entry names its node by id (`entryID`), so a page moved in the project map keeps its title, description, breadcrumb
 * and sitemap flags; its path is the node's.
 */
/** What the site needs of a project map node. */
type PageNode = Pick<LiveNode, 'id' | 'name' | 'path' | 'type' | 'compositionId'>;

function joinPages(nodes: PageNode[], entries: ContentEntry[], locale: string): PageIndexEntry[] {
  // A page is offered in a locale only when its page index entry is enabled for it (`_locales`).
  const localized = locale !== DEFAULT_LOCALE;
  const byNodeId = new Map(
    entries.map((entry) => {
      const page = toPageIndexEntry(entry, `Uniform entry ${entry.id}`);
      return [page.entryID, page];
    }),
  );
  return nodes
    .filter((node) => node.type === 'composition')
    .filter((node) => !localized || byNodeId.has(node.id))
    .map((node) => {
      const page = byNodeId.get(node.id);
      return page ? { ...page, path: normalizeRoutePath(node.path) } : pageFromNode(node);
    });
}

/**
 * Content from a Uniform project through the real SDK clients, all sharing one limit policy (docs/behaviour.md#outside-services, docs/behaviour.md#numbers). Reads
 * are made as the official SDK makes them: the locale passed, component ids asked for, drafts uncached. The project
 * map and the page index are fetched once per render pass (React's request cache) and tagged for revalidation.
 */
export function createUniformSource(config: UniformConfig): ContentSource {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const clients = uniformClients({
    ...config,
    timeoutMs,
    limitPolicy: config.limitPolicy ?? sharedLimitPolicy(callDeadlineMs(timeoutMs)),
    draftLimitPolicy: config.draftLimitPolicy ?? sharedLimitPolicy(callDeadlineMs(timeoutMs), 'draft'),
    cachePublished: config.cachePublished ?? !nextRuntime.isBuilding(),
  });
  const routeIndex = createRouteIndex({
    key: routeIndexKey(config),
    store: config.routeIndexStore,
    load: async () => {
      // Read past Next's data cache: a webhook that drops the index must get today's project map.
      const fresh = { tags: [CACHE_TAGS.projectMap], draft: false, fresh: true };
      const response = await clients
        .projectMap(fresh)
        .getNodes({ state: CANVAS_PUBLISHED_STATE, withCompositionData: true });
      const nodes = parseContent(nodesResponseSchema, response, 'Uniform project map nodes').nodes ?? [];
      const redirectSources: string[] = [];
      for await (const { redirect } of clients.redirect(fresh).getAllRedirects()) {
        const source = redirectSourcePath(redirect.sourceUrl);
        if (source) redirectSources.push(source);
      }
      return { nodes: nodes.map(toIndexedNode), redirectSources };
    },
  });
  const call = (tags: string[], options?: FetchOptions) => ({ tags, draft: Boolean(options?.preview) });

  /**
   * Entries of a type; in the canvas editor each one the editor holds unsaved (63) replaces its draft, the list itself
   * read as drafts so an entry never missing from the editor's state goes missing from the page.
   */
  async function getEntries(type: string, options?: FetchOptions): Promise<ContentEntry[]> {
    const drafts = await getEntriesInState(type, states({ preview: options?.preview })[0]!, options);
    if (!options?.preview || !options.editing) return drafts;
    // An API that keeps no editor state for entries (a 4xx) leaves the drafts as they are.
    const editorState = await getEntriesInState(type, CANVAS_EDITOR_STATE, options).catch((error: unknown) => {
      const status = (error as { statusCode?: number }).statusCode ?? 0;
      if (status >= 400 && status < 500) return [];
      throw error;
    });
    const unsaved = new Map(editorState.map((entry) => [entry.id, entry]));
    return drafts.map((entry) => unsaved.get(entry.id) ?? entry);
  }

  async function getEntriesInState(type: string, state: number, options?: FetchOptions): Promise<ContentEntry[]> {
    const client = clients.content(call([CACHE_TAGS.entries(type)], options));
    const all: ContentEntry[] = [];
    for (let offset = 0; ; offset += ENTRY_PAGE_SIZE) {
      const filters = { type: { eq: type } };
      const response = await client.getEntries({
        filters,
        limit: ENTRY_PAGE_SIZE,
        offset,
        state,
        locale: localeOf(options),
        withComponentIDs: true,
        ...release(options),
      });
      const { entries } = parseContent(entriesResponseSchema, response, `Uniform entries of type ${type}`);
      // An entry not enabled for the locale asked for (`_locales`) is not offered in it.
      const inLocale = entries.filter((item) => availableIn(item.entry, localeOf(options)));
      all.push(...inLocale.map((item) => flattenEntry(item.entry)));
      if (entries.length < ENTRY_PAGE_SIZE) return all;
    }
  }

  /** By slug or id: in the canvas editor its unsaved state first, then the draft, as for a route. */
  async function getComposition(
    by: { slug: string } | { compositionId: string },
    tags: string[],
    label: string,
    options?: FetchOptions,
  ) {
    const client = clients.canvas(call(tags, options));
    for (const state of states(options)) {
      try {
        const params = { state, locale: localeOf(options), withComponentIDs: true, ...release(options) };
        const response =
          'slug' in by
            ? await client.getCompositionBySlug({ ...params, ...by })
            : await client.getCompositionById({ ...params, ...by });
        return parseContent(compositionResponseSchema, response, label).composition as unknown as RootComponentInstance;
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      }
    }
    return undefined;
  }

  // Keyed by the release id too ('' outside a release preview): React's cache compares arguments, not options objects.
  /**
   * The nodes whose composition exists in the state read: the published site's from the route index, a preview's
   * (drafts) from Uniform. A node whose composition is unpublished or draft-only is no page of the published site.
   */
  const projectMapNodes = cache(async (preview: boolean, releaseId: string): Promise<PageNode[]> => {
    if (!preview) return (await routeIndex.nodes()).filter((node) => node.published);
    const options = { preview, releaseId };
    const response = await clients
      .projectMap(call([CACHE_TAGS.projectMap], options))
      .getNodes({ ...release(options), state: CANVAS_DRAFT_STATE, withCompositionData: true });
    const nodes = parseContent(nodesResponseSchema, response, 'Uniform project map nodes').nodes ?? [];
    return nodes.filter((node) => node.type !== 'composition' || node.compositionData);
  });
  const pageIndexEntries = cache((preview: boolean, releaseId: string, locale: string) =>
    getEntries('pageIndex', { preview, releaseId, locale }),
  );
  const pages = async (options?: FetchOptions) => {
    const key = [Boolean(options?.preview), release(options).releaseId ?? ''] as const;
    const [nodes, entries] = await Promise.all([projectMapNodes(...key), pageIndexEntries(...key, localeOf(options))]);
    return { nodes, pages: joinPages(nodes, entries, localeOf(options)) };
  };

  return {
    name: 'uniform',
    async getRoute(rawPath: string, options?: FetchOptions): Promise<RouteResult> {
      const path = normalizeRoutePath(rawPath);
      // The published site asks Uniform only about its own pages: any other address is answered here, at no cost.
      const indexed = options?.preview ? undefined : await routeIndex.lookup(path);
      if (!options?.preview && !indexed) return { kind: 'notFound' };
      const map = await pages(options);
      // Tagged by its composition too: Uniform's composition events name the composition, not its path.
      // A path under a node with dynamic inputs is tagged with the node's path too, which project map events name.
      const node = matchNode(map.nodes, path);
      const tags = [path, ...(node && node.path !== path ? [node.path] : [])].map(CACHE_TAGS.route);
      if (node?.compositionId) tags.push(CACHE_TAGS.composition(node.compositionId));
      // A path under a node with dynamic inputs is read uncached: one cache entry per value a client tries is junk.
      const dynamic = Boolean(node && isDynamicPath(node.path));
      const readRoute = async (patternIds: string[] = []) => {
        const headers = patternIds.length ? { [PATTERNS_HEADER]: patternIds.join(',') } : undefined;
        const client = clients.route({
          ...call([...tags, ...patternIds.map(CACHE_TAGS.pattern)], options),
          headers,
          fresh: dynamic,
        });
        let found: RouteResponse = { type: 'notFound' };
        for (const state of states(options)) {
          const response = await client.getRoute({
            path,
            state,
            locale: localeOf(options),
            withComponentIDs: true,
            ...release(options),
          });
          found = parseContent(routeResponseSchema, response, `Uniform route ${path}`);
          if (found.type !== 'notFound') break;
        }
        return found;
      };
      let route = await readRoute();
      // A page showing component patterns depends on them: read again with a `pattern:<id>` tag for each (the page
      // carries them, so a pattern's publish refreshes exactly its pages), until the patterns shown are the ones tagged.
      for (let tagged: string[] = []; !options?.preview && !dynamic && route.type === 'composition';) {
        const shown = embeddedPatternIds(route.compositionApiResponse.composition);
        if (shown.every((id) => tagged.includes(id))) break;
        tagged = [...new Set([...tagged, ...shown])].sort();
        route = await readRoute(tagged);
      }
      if (route.type === 'redirect') {
        const status = route.redirect.targetStatusCode;
        return {
          kind: 'redirect',
          target: route.redirect.targetUrl,
          status: status === 301 || status === 302 || status === 308 ? status : 307,
        };
      }
      if (route.type !== 'composition') return { kind: 'notFound' };
      // A composition not enabled for the locale asked for (`_locales`) is no page in that locale.
      if (!availableIn(route.compositionApiResponse.composition, localeOf(options))) return { kind: 'notFound' };
      // A value the node's data does not know (Uniform reports its data resources' failures) is no page.
      if (dynamic && hasDataErrors(route)) return { kind: 'notFound' };
      // A node with dynamic inputs (`/products/:slug`) answers for every path it matches: the page is its page at the
      // path asked for.
      const matched = normalizeRoutePath(route.matchedRoute ?? path);
      const page = map.pages.find((candidate) => candidate.path === matched);
      if (!page) return { kind: 'notFound' };
      return {
        kind: 'composition',
        composition: route.compositionApiResponse.composition as unknown as RootComponentInstance,
        page: { ...page, path },
      };
    },
    refreshRouteIndex: () => routeIndex.rebuild(),
    prepareRouteIndex: async () => void (await routeIndex.nodes()),
    async getWithheldPages(options?: FetchOptions) {
      if (options?.preview) return [];
      const nodes = await routeIndex.nodes();
      return nodes
        .filter((node) => node.type === 'composition' && !node.published)
        .map((node) => ({ nodeId: node.id, path: normalizeRoutePath(node.path) }));
    },
    async getProjectMap(options?: FetchOptions): Promise<PageIndexEntry[]> {
      // A node with dynamic inputs is a pattern of addresses, not a page: no listing, sitemap or prerender names it.
      return (await pages(options)).pages.filter((page) => !isDynamicPath(page.path));
    },
    getCompositionBySlug: (slug: string, options?: FetchOptions) =>
      getComposition({ slug }, [CACHE_TAGS.compositionSlug(slug)], `Uniform composition ${slug}`, options),
    getCompositionById: (compositionId: string, options?: FetchOptions) =>
      getComposition(
        { compositionId },
        [CACHE_TAGS.composition(compositionId)],
        `Uniform composition ${compositionId}`,
        options,
      ),
    getEntries,
    async getContextManifest(options?: FetchOptions) {
      // A preview reads it on the drafts' budget: nothing a preview or the canvas reads waits behind visitors.
      const response = await clients.manifest(call([CACHE_TAGS.manifest], options)).get();
      return parseContent(manifestResponseSchema, response, 'Uniform Context manifest') as ManifestV2;
    },
  };
}

/** A redirect's source as a site path (Uniform allows a full URL; the query is matched apart). */
function redirectSourcePath(sourceUrl: string): string | undefined {
  try {
    return normalizeRoutePath(new URL(sourceUrl, 'http://site.invalid').pathname);
  } catch {
    return undefined;
  }
}

function toIndexedNode(node: LiveNode): IndexedNode {
  const { id, name, path, type, compositionId } = node;
  return { id, name, path, type, compositionId, published: type === 'composition' && Boolean(node.compositionData) };
}

/** Whether Uniform's answer reports failed data resolution (`errors`, beside the composition or inside it). */
function hasDataErrors(route: RouteResponse): boolean {
  const issues = (value: unknown) => Array.isArray(value) && value.length > 0;
  const answer = route as { errors?: unknown; compositionApiResponse?: { errors?: unknown } };
  return issues(answer.errors) || issues(answer.compositionApiResponse?.errors);
}

/** A node published without a page index entry still gets a usable (visible) entry. */
function pageFromNode(node: PageNode): PageIndexEntry {
  const { id, path, name } = node;
  return {
    entryID: id,
    breadcrumb: name,
    path: normalizeRoutePath(path),
    seoTitle: name,
    seoDescription: name,
    hideOnSitemapXml: false,
    hideOnSitemapHtml: false,
    sitemapTitle: name,
  };
}
