import type { IncomingHttpHeaders } from 'node:http';
import { HELPER_BODY_LIMIT, HELPER_PATH } from '../editing/helper-limits';
import { ACTION_BODY_LIMIT, NEXT_HEADERS, actionHost, isReadableRouterState } from './next-private';

export interface Refusal {
  status: 400 | 401 | 403 | 411 | 413;
  reason: string;
}

/** An Origin header read as a URL, or undefined when it names no web origin (`null`, malformed, not http(s)). */
function readOrigin(origin: string): URL | undefined {
  const url = URL.parse(origin);
  return url && /^https?:$/.test(url.protocol) && url.host ? url : undefined;
}

/**
 * SITE_ORIGINS: the origins the site is served at (`https://www.verdance.example https://verdance.example`), scheme
 * and port included. Empty when unset.
 */
export function readSiteOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => URL.parse(origin)?.origin)
    .filter((origin): origin is string => Boolean(origin && origin !== 'null'));
}

/**
 * Whether a form post comes from the site itself. The browser says `Sec-Fetch-Site: cross-site` for a post from
 * another site; an Origin must be a web origin naming the host the request was sent to (Next's own check, which
 * throws a 500 when it fails) and, when SITE_ORIGINS is set, be one of those exactly, scheme and port included: a
 * DNS-rebinding page (Origin and Host both `evil.example`) agrees with itself but is not the site. No Origin at all
 * is not a browser's post and passes, as with Next.
 */
export function isSameSiteFormPost(headers: IncomingHttpHeaders, siteOrigins: readonly string[]): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return false;
  const { origin } = headers;
  if (origin === undefined) return true;
  const url = readOrigin(origin);
  const host = actionHost(headers['x-forwarded-host'], headers.host);
  if (!url || !host || url.host !== host) return false;
  return siteOrigins.length === 0 || siteOrigins.includes(url.origin);
}

/** The multipart boundary of a Content-Type, as busboy reads it (quoted or not), or undefined when none or empty. */
export function multipartBoundary(contentType: string): string | undefined {
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary ? boundary : undefined;
}

/**
 * What Next would answer with a 500 and a stack trace, refused first with the status it means. A form post (a server
 * action or its no-JS form body): not from the site itself (isSameSiteFormPost) → 403; a body that
 * is not form data (the site's actions all take a form), or multipart with no boundary → 400; no Content-Length (a
 * browser always sends one) → 411; over Next's limit → 413 (its body is then checked by action-body.ts). The editing
 * helper (`path`): a declared body over its limit → 413, before anything is read. Any request: a router state header
 * Next cannot read → 400. Undefined: nothing to refuse.
 */
export function refusePost(
  headers: IncomingHttpHeaders,
  isFormPost: boolean,
  siteOrigins: readonly string[] = [],
  path = '',
): Refusal | undefined {
  const routerState = headers[NEXT_HEADERS.routerStateTree];
  if (routerState !== undefined && !isReadableRouterState(routerState))
    return { status: 400, reason: 'unreadable router state' };
  if (path === HELPER_PATH && Number(headers['content-length'] ?? 0) > HELPER_BODY_LIMIT)
    return { status: 413, reason: 'body too large' };
  if (!isFormPost) return undefined;
  if (!isSameSiteFormPost(headers, siteOrigins)) return { status: 403, reason: 'cross-site origin' };
  const type = headers['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) return { status: 400, reason: 'not form data' };
  if (!multipartBoundary(type)) return { status: 400, reason: 'no multipart boundary' };
  const length = headers['content-length'];
  if (length === undefined || !/^\d+$/.test(length)) return { status: 411, reason: 'no content length' };
  if (Number(length) > ACTION_BODY_LIMIT) return { status: 413, reason: 'body too large' };
  return undefined;
}
