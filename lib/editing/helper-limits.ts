/**
 * The editing helper's limits, in a module with no dependencies: the front door (lib/serve/post-guard.ts) refuses a
 * larger declared body before Next sees it, and the route reads no more than this (docs/security.md#the-editing-helper).
 */

/** The largest body the helper reads: Next's server-action limit, which the composition must pass next anyway. */
export const HELPER_BODY_LIMIT = 1024 * 1024;

/** The helper's path (the front door's per-path body limit is keyed by it). */
export const HELPER_PATH = '/api/preview/enhance';

/** The headers of the site's own client: its pass (a per-client token) and the MAC of the body. */
export const HELPER_HEADERS = { pass: 'x-editing-pass', signature: 'x-editing-signature' } as const;
