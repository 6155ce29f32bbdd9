import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';

/**
 * Every private detail of Next the site relies on, in one place: names Next does not document as an API, which an
 * upgrade may change without notice. tests/unit/next-private.test.ts compares each with the installed Next and fails
 * on an upgrade that changes one. The .mjs files Next loads itself (cache-handler.mjs, page-cache-handler.mjs) and
 * deploy/standalone.mjs cannot import TypeScript: they spell their detail out, and the same test checks it is the one
 * named here.
 */

/** Request headers of Next's client router and server actions (next/dist/client/components/app-router-headers). */
export const NEXT_HEADERS = {
  prefetch: 'next-router-prefetch',
  routerStateTree: 'next-router-state-tree',
  action: 'next-action',
  /** A page's cache tags in its stored headers (cache-handler.mjs reads them); Next drops it from the response. */
  cacheTags: 'x-next-cache-tags',
  /** Response header: HIT, STALE or MISS for a page Next answered from its cache or rendered (the metrics read it). */
  cacheState: 'x-nextjs-cache',
  /** Set by the client router on every request for a page's RSC payload (navigation or prefetch), `1`. */
  rsc: 'rsc',
} as const;

/**
 * The prefix of the tags Next gives every page for `revalidatePath` (next/dist/lib/constants
 * NEXT_CACHE_IMPLICIT_TAG_ID): `revalidatePath('/a')` is `_N_T_/a`, `revalidatePath('/', 'layout')` `_N_T_/layout`.
 */
export const NEXT_PATH_TAG_PREFIX = '_N_T_';

/** The tag `revalidatePath(path, type)` expires, as Next derives it (next/dist/server/lib/implicit-tags). */
export function pathTag(path: string, type?: 'page' | 'layout'): string {
  return type
    ? `${NEXT_PATH_TAG_PREFIX}${path}${path.endsWith('/') ? '' : '/'}${type}`
    : `${NEXT_PATH_TAG_PREFIX}${path}`;
}

/**
 * The kinds of entry a cache handler is given (next/dist/server/response-cache/types CachedRouteKind). The .mjs cache
 * handlers spell them out; tests/unit/next-private.test.ts checks they are these.
 */
export const NEXT_CACHE_KINDS = { appPage: 'APP_PAGE', pages: 'PAGES', appRoute: 'APP_ROUTE' } as const;

/** Where Next serves the build's own files (chunks, CSS, fonts) from: `.next/static` under this path. */
export const NEXT_STATIC_PREFIX = '/_next/static/';

/**
 * How long Next says a shared cache may keep an answer: Next marks an answer it serves from its cache by starting
 * `Cache-Control` with `s-maxage=N` (next/dist/server/lib/cache-control: the route's `revalidate` or `cacheLife`, a
 * year when it never revalidates); anything else (private, no-store) is undefined.
 */
export function nextSharedLifetime(cacheControl: string): number | undefined {
  const match = /^\s*s-maxage=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : undefined;
}

/** The `Cache-Control` directive a shared cache (CDN) reads, which Next's own header leads with. */
export const SHARED_MAX_AGE = 's-maxage';

/**
 * Next's experimental switches next.config.ts sets. `optimisticRouting: false`: the client router may not guess a
 * page's route tree from another page's: a visitor's personalized page is the same address rendered under other route
 * params (proxy.ts), which only the server's own tree names. A guessed tree keyed the prefetched page where the
 * router never looked for it, so it asked again without end.
 */
export const NEXT_EXPERIMENTAL = { optimisticRouting: false } as const;

/** Next's draft-mode cookies (next/dist/server/api-utils). */
export const NEXT_DRAFT_COOKIES = { bypass: '__prerender_bypass', previewData: '__next_preview_data' } as const;

/** Files of a build (next/dist/shared/lib/constants) the server reads itself, relative to the dist folder. */
export const NEXT_BUILD_FILES = {
  prerenderManifest: 'prerender-manifest.json',
  routesManifest: 'routes-manifest.json',
  serverFiles: 'required-server-files.json',
  notFoundPage: 'server/app/_not-found.html',
  /** The build's server actions by id, each with its file and export (`{node: {[id]: {filename, exportedName}}}`). */
  serverActions: 'server/server-reference-manifest.json',
} as const;

/** Next's own pages the router answers by name, which render as a 500 when asked for directly. */
export const NEXT_INTERNAL_PAGES = ['/_global-error'] as const;

/** The environment variable through which Next's standalone server hands Next the build's resolved config. */
export const STANDALONE_CONFIG_ENV = '__NEXT_PRIVATE_STANDALONE_CONFIG';

/** Next's internal modules the site loads, with the export each is loaded for. */
export const NEXT_INTERNAL_MODULES = {
  /** image-upstream.ts wraps NextNodeServer.prototype.imageOptimizer. */
  nodeServer: 'next/dist/server/next-server',
  /** image-upstream.ts throws its ImageError. */
  imageOptimizer: 'next/dist/server/image-optimizer',
  /** page-cache-handler.mjs extends its default export. */
  fileSystemCache: 'next/dist/server/lib/incremental-cache/file-system-cache.js',
  /** deploy/standalone.mjs traces with its nodeFileTrace. */
  fileTrace: 'next/dist/compiled/@vercel/nft',
  /** action-body.ts parses a form post with the multipart parser Next's action handler uses. */
  busboy: 'next/dist/compiled/busboy',
} as const;

export type NextServerModule = typeof import('next/dist/server/next-server');
export type ImageOptimizerModule = typeof import('next/dist/server/image-optimizer');

/**
 * The largest server-action body, one value for both: next.config.ts gives it to Next as `serverActions.bodySizeLimit`,
 * and the front door refuses a longer form post before Next reads it (post-guard.ts, action-body.ts).
 */
export const ACTION_BODY_LIMIT = 1024 * 1024;

/**
 * Whether Next can read a `Next-Router-State-Tree` header, checked with Next's own parser: one it cannot read makes
 * the render throw (a bare 500) instead of answering 400.
 */
export function isReadableRouterState(value: string | string[] | undefined): boolean {
  try {
    parseAndValidateFlightRouterState(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The host Next compares a server action's Origin with: the first `X-Forwarded-Host`, else `Host` (Next's
 * action-handler `parseHostHeader`). A different Origin host makes Next throw (a bare 500) instead of answering 403.
 */
export function actionHost(forwardedHost: string | string[] | undefined, host: string | undefined): string | undefined {
  const forwarded = Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost?.split(',')[0]?.trim();
  return forwarded || host;
}
