import { CanvasClient, ContentClient, RouteClient, CANVAS_DRAFT_STATE, CANVAS_PUBLISHED_STATE } from '@uniformdev/canvas';
import { ProjectMapClient } from '@uniformdev/project-map';
import { ManifestClient } from '@uniformdev/context/api';
import type { ContentEntry, ContentSource, FetchOptions, PageIndexEntry, RootComponentInstance, RouteResult } from './types';
import { flattenEntry, normalizeRoutePath, toPageIndexEntry } from './normalize';
import { CACHE_TAGS } from './cache-tags';
import type { entryFileSchema } from './schemas';
import type { z } from 'zod';

export interface UniformConfig {
  apiKey: string;
  projectId: string;
  apiHost?: string;
  edgeApiHost?: string;
  /** Milliseconds before a request to Uniform is abandoned, so a hanging API gives the error page, not a hung request. */
  timeoutMs?: number;
}

const ENTRY_PAGE_SIZE = 100;
export const DEFAULT_TIMEOUT_MS = 8000;

/**
 * A fetch that tags published responses for revalidation, never caches drafts (SPEC §7 content platform) and gives
 * up after `timeoutMs`.
 */
function timedTaggedFetch(tags: string[], preview: boolean, timeoutMs: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const caching = preview ? { cache: 'no-store' as const } : { next: { tags: [CACHE_TAGS.all, ...tags] } };
    return fetch(input, { ...init, ...caching, signal });
  };
}

function state(options?: FetchOptions) {
  return options?.preview ? CANVAS_DRAFT_STATE : CANVAS_PUBLISHED_STATE;
}

/**
 * Content from a Uniform project through the real SDK clients. Retries, the 429 back-off and the rate limit of
 * SPEC §7 and §9 are the SDK's own (its default limit policy); this file only maps responses to our shapes.
 */
export function createUniformSource(config: UniformConfig): ContentSource {
  const base = { apiKey: config.apiKey, projectId: config.projectId };
  const hosts = { apiHost: config.apiHost, edgeApiHost: config.edgeApiHost ?? config.apiHost };
  const preview = (options?: FetchOptions) => Boolean(options?.preview);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const taggedFetch = (tags: string[], isPreview: boolean) => timedTaggedFetch(tags, isPreview, timeoutMs);

  const routeClient = (tags: string[], options?: FetchOptions) =>
    new RouteClient({ ...base, edgeApiHost: hosts.edgeApiHost, fetch: taggedFetch(tags, preview(options)) });
  const canvasClient = (tags: string[], options?: FetchOptions) =>
    new CanvasClient({ ...base, ...hosts, fetch: taggedFetch(tags, preview(options)) });
  const contentClient = (tags: string[], options?: FetchOptions) =>
    new ContentClient({ ...base, ...hosts, fetch: taggedFetch(tags, preview(options)) });
  const projectMapClient = (options?: FetchOptions) =>
    new ProjectMapClient({ ...base, apiHost: hosts.apiHost, fetch: taggedFetch([CACHE_TAGS.projectMap], preview(options)) });

  async function getEntries(type: string, options?: FetchOptions): Promise<ContentEntry[]> {
    const client = contentClient([CACHE_TAGS.entries(type)], options);
    const all: ContentEntry[] = [];
    for (let offset = 0; ; offset += ENTRY_PAGE_SIZE) {
      const response = await client.getEntries({
        filters: { type: { eq: type } },
        limit: ENTRY_PAGE_SIZE,
        offset,
        state: state(options),
      });
      for (const item of response.entries) {
        all.push(flattenEntry(item.entry as z.infer<typeof entryFileSchema>['entry']));
      }
      if (response.entries.length < ENTRY_PAGE_SIZE) return all;
    }
  }

  return {
    name: 'uniform',
    async getRoute(rawPath: string, options?: FetchOptions): Promise<RouteResult> {
      const path = normalizeRoutePath(rawPath);
      const response = await routeClient([CACHE_TAGS.route(path)], options).getRoute({ path, state: state(options) });
      if (response.type === 'redirect') {
        const status = response.redirect.targetStatusCode;
        return {
          kind: 'redirect',
          target: response.redirect.targetUrl,
          status: status === 301 || status === 302 || status === 307 || status === 308 ? status : 307,
        };
      }
      if (response.type !== 'composition') return { kind: 'notFound' };
      const composition = response.compositionApiResponse.composition as RootComponentInstance;
      const pages = await this.getProjectMap(options);
      const page = pages.find((candidate) => candidate.path === path);
      if (!page) return { kind: 'notFound' };
      return { kind: 'composition', composition, page };
    },
    async getProjectMap(options?: FetchOptions): Promise<PageIndexEntry[]> {
      const [{ nodes }, entries] = await Promise.all([
        projectMapClient(options).getNodes({}),
        getEntries('pageIndex', options),
      ]);
      const byPath = new Map(
        entries.map((entry) => {
          const page = toPageIndexEntry(entry, `Uniform entry ${entry.id}`);
          return [normalizeRoutePath(page.path), page] as const;
        }),
      );
      return (nodes ?? [])
        .filter((node) => node.type === 'composition')
        .map((node) => byPath.get(normalizeRoutePath(node.path)) ?? pageFromNode(node.id ?? node.path, node.path, node.name));
    },
    async getCompositionBySlug(slug: string, options?: FetchOptions) {
      try {
        const response = await canvasClient([CACHE_TAGS.composition(slug)], options).getCompositionBySlug({
          slug,
          state: state(options),
        });
        return response.composition as RootComponentInstance;
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return undefined;
        throw error;
      }
    },
    getEntries,
    async getContextManifest() {
      const client = new ManifestClient({ ...base, apiHost: hosts.apiHost, fetch: taggedFetch([CACHE_TAGS.manifest], false) });
      return client.get();
    },
  };
}

/** A node published without a page index entry still gets a usable (visible) entry. */
function pageFromNode(id: string, path: string, name: string): PageIndexEntry {
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
