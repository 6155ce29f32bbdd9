import type { IncomingHttpHeaders } from 'node:http';
import { ACTION_BODY_LIMIT, actionHost, isReadableRouterState } from './next-private';

export interface Refusal {
  status: 400 | 403 | 411 | 413;
  reason: string;
}

/** The host of an Origin header, or undefined when it names no host (`null`, malformed). */
function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host || undefined;
  } catch {
    return undefined;
  }
}

/**
 * What Next would answer with a 500 and a stack trace, refused first with the status it means. A form post (a server
 * action or its no-JS form body): an Origin that names another host, or none (`null`, malformed) → 403; a body that
 * is not form data (the site's actions all take a form) → 400; no Content-Length (a browser always sends one) → 411;
 * over Next's limit → 413. Any request: a router state header Next cannot read → 400. Undefined: nothing to refuse.
 */
export function refusePost(headers: IncomingHttpHeaders, isFormPost: boolean): Refusal | undefined {
  if (headers['next-router-state-tree'] !== undefined && !isReadableRouterState(headers['next-router-state-tree']))
    return { status: 400, reason: 'unreadable router state' };
  if (!isFormPost) return undefined;
  const { origin } = headers;
  if (origin !== undefined) {
    const host = actionHost(headers['x-forwarded-host'], headers.host);
    if (!host || originHost(origin) !== host) return { status: 403, reason: 'cross-site origin' };
  }
  if (!/^multipart\/form-data\b/i.test(headers['content-type'] ?? '')) return { status: 400, reason: 'not form data' };
  const length = headers['content-length'];
  if (length === undefined || !/^\d+$/.test(length)) return { status: 411, reason: 'no content length' };
  if (Number(length) > ACTION_BODY_LIMIT) return { status: 413, reason: 'body too large' };
  return undefined;
}
