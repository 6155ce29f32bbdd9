import { CanvasClient, ContentClient, RouteClient, type LimitPolicy } from '@uniformdev/canvas';
import { ProjectMapClient } from '@uniformdev/project-map';
import { ManifestClient } from '@uniformdev/context/api';
import { CACHE_TAGS } from './cache-tags';

export interface UniformClientSettings {
  apiKey: string;
  projectId: string;
  apiHost?: string;
  edgeApiHost?: string;
  /** Milliseconds before one request to Uniform is abandoned. */
  timeoutMs: number;
  limitPolicy: LimitPolicy;
}

/** One call's cache handling: the tags that refresh it, and whether it reads drafts. */
export interface CallOptions {
  tags: string[];
  draft: boolean;
  /** Added to each request (and so to Next's fetch cache key). */
  headers?: Record<string, string>;
}

/**
 * Published reads are tagged for the revalidation webhook; drafts never enter Next's cache. Every request gives up
 * after `timeoutMs`, so a hanging API costs a page its error page, not a hung request.
 */
function callFetch(timeoutMs: number, { tags, draft, headers }: CallOptions): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const caching = draft ? { cache: 'no-store' as const } : { next: { tags: [CACHE_TAGS.all, ...tags] } };
    if (!headers) return fetch(input, { ...init, ...caching, signal });
    const withHeaders = new Headers(init?.headers);
    for (const [name, value] of Object.entries(headers)) withHeaders.set(name, value);
    return fetch(input, { ...init, headers: withHeaders, ...caching, signal });
  };
}

/**
 * The SDK clients as the official Next.js SDK configures them, all sharing one limit policy: `disableSWR` on the edge
 * reads (so a revalidation never picks up the edge's stale copy) and, for drafts, `bypassCache` (`x-bypass-cache`).
 * A client is cheap; one is built per call so that its fetch carries that call's tags.
 */
export function uniformClients(settings: UniformClientSettings) {
  const { apiKey, projectId, apiHost, limitPolicy, timeoutMs } = settings;
  const edgeApiHost = settings.edgeApiHost ?? apiHost;
  const options = (call: CallOptions) => ({
    apiKey,
    projectId,
    limitPolicy,
    bypassCache: call.draft,
    fetch: callFetch(timeoutMs, call),
  });
  return {
    route: (call: CallOptions) => new RouteClient({ ...options(call), edgeApiHost, disableSWR: true }),
    canvas: (call: CallOptions) => new CanvasClient({ ...options(call), apiHost, edgeApiHost, disableSWR: true }),
    content: (call: CallOptions) => new ContentClient({ ...options(call), apiHost, edgeApiHost, disableSWR: true }),
    projectMap: (call: CallOptions) => new ProjectMapClient({ ...options(call), apiHost }),
    manifest: (call: CallOptions) => new ManifestClient({ ...options(call), apiHost }),
  };
}
