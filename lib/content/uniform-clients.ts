import { CanvasClient, ContentClient, RouteClient, type LimitPolicy } from '@uniformdev/canvas';
import { ProjectMapClient } from '@uniformdev/project-map';
import { ManifestClient } from '@uniformdev/context/api';
import { RedirectClient } from '@uniformdev/redirect';
import { CACHE_TAGS } from './cache-tags';
import { cachedRead, readKey, warmFirst } from './warm-reads';

export interface UniformClientSettings {
  apiKey: string;
  projectId: string;
  apiHost?: string;
  edgeApiHost?: string;
  /** Milliseconds before one request to Uniform is abandoned. */
  timeoutMs: number;
  /** Published reads: every visitor's pages. */
  limitPolicy: LimitPolicy;
  /** Drafts and previews: a budget of their own, so no visitor traffic can hold the canvas up. */
  draftLimitPolicy: LimitPolicy;
  /**
   * Keep published reads in Next's data cache until their tags are revalidated (a running server: a 404 page's frame
   * costs Uniform nothing). Never during `next build`: `.next/cache/fetch-cache` outlives a build.
   */
  cachePublished?: boolean;
}

/** One call's cache handling: the tags that refresh it, and whether it reads drafts. */
export interface CallOptions {
  tags: string[];
  draft: boolean;
  /** Added to each request (and so to Next's fetch cache key). */
  headers?: Record<string, string>;
  /** A published read that must not come from (or go into) Next's data cache. */
  fresh?: boolean;
}

/**
 * Published reads are tagged for the revalidation webhook, and kept in Next's data cache when `cachePublished`;
 * drafts never enter it. Every request gives up after `timeoutMs`, so a hanging API costs a page its error page, not
 * a hung request.
 */
/** A published read kept in Next's data cache: once there, it skips the limit (lib/content/warm-reads.ts). */
const cacheable = (call: CallOptions, cachePublished = false) => cachePublished && !call.draft && !call.fresh;

function callFetch(timeoutMs: number, call: CallOptions, cachePublished = false): typeof fetch {
  const { tags, draft, fresh, headers } = call;
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    // A fresh read takes Next's default, untagged (`no-store` would make an on-demand page dynamic).
    const published = {
      ...(cachePublished ? { cache: 'force-cache' as const } : {}),
      next: { tags: [CACHE_TAGS.all, ...tags] },
    };
    const caching = draft ? { cache: 'no-store' as const } : fresh ? {} : published;
    const read = () => {
      if (!headers) return fetch(input, { ...init, ...caching, signal });
      const withHeaders = new Headers(init?.headers);
      for (const [name, value] of Object.entries(headers)) withHeaders.set(name, value);
      return fetch(input, { ...init, headers: withHeaders, ...caching, signal });
    };
    return cacheable(call, cachePublished) ? cachedRead(readKey(input, headers), read) : read();
  };
}

/**
 * The SDK clients as the official Next.js SDK configures them, sharing two limit policies (published, drafts): `disableSWR` on the edge
 * reads (so a revalidation never picks up the edge's stale copy) and, for drafts, `bypassCache` (`x-bypass-cache`).
 * A client is cheap; one is built per call so that its fetch carries that call's tags.
 */
export function uniformClients(settings: UniformClientSettings) {
  const { apiKey, projectId, apiHost, limitPolicy, draftLimitPolicy, timeoutMs } = settings;
  const edgeApiHost = settings.edgeApiHost ?? apiHost;
  const options = (call: CallOptions) => ({
    apiKey,
    projectId,
    limitPolicy: call.draft
      ? draftLimitPolicy
      : cacheable(call, settings.cachePublished)
        ? warmFirst(limitPolicy)
        : limitPolicy,
    bypassCache: call.draft,
    fetch: callFetch(timeoutMs, call, settings.cachePublished),
  });
  return {
    route: (call: CallOptions) => new RouteClient({ ...options(call), edgeApiHost, disableSWR: true }),
    canvas: (call: CallOptions) => new CanvasClient({ ...options(call), apiHost, edgeApiHost, disableSWR: true }),
    content: (call: CallOptions) => new ContentClient({ ...options(call), apiHost, edgeApiHost, disableSWR: true }),
    projectMap: (call: CallOptions) => new ProjectMapClient({ ...options(call), apiHost }),
    manifest: (call: CallOptions) => new ManifestClient({ ...options(call), apiHost }),
    redirect: (call: CallOptions) => new RedirectClient({ ...options(call), apiHost }),
  };
}
