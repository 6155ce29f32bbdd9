import type { ServerOptions } from 'node:http';

/** Request headers must arrive within 15 s, and the whole request within 30 s (docs/security.md, Slow clients). */
export const HEADERS_TIMEOUT_MS = 15_000;
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The server's limits on slow clients. Node checks them only every `connectionsCheckingInterval` (by default 30 s,
 * so a 15 s limit cut a trickling client at anything from 15 to 45 s); checked every fifteenth of the headers limit,
 * a client is cut within a second of it, with a 408.
 */
export function slowClientLimits(headersTimeout = HEADERS_TIMEOUT_MS, requestTimeout = REQUEST_TIMEOUT_MS) {
  return {
    headersTimeout,
    requestTimeout,
    connectionsCheckingInterval: Math.max(50, Math.round(headersTimeout / 15)),
  } satisfies ServerOptions;
}
