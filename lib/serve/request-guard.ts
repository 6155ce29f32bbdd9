import { listingRewriteTarget } from '../blog/rewrites';
import { QUERY_ALIASES } from '../constants';
import { lowercasePathRedirect, MAX_PATH_LENGTH } from '../route-path';

/**
 * What the front door does with a request before Next sees it. Pure: the caller supplies what the build serves.
 * - methods: pages and files are read-only (GET, HEAD); API routes also take POST and OPTIONS; a page also takes
 *   the POST of a form (a server action: the site's forms post to their own page); anything else is 405;
 * - a path whose percent-escapes are malformed, or that decodes to a control character, is answered as not found
 *   (Next's router would fail to decode it: a bare 500);
 * - page paths spelled with capitals redirect to their lowercase address;
 * - with the embedded content every page is known at build time, so a path the build cannot serve is answered with
 *   the built not-found page without rendering (or writing) anything.
 */
export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'method-not-allowed'; allow: string }
  | { kind: 'not-found' }
  | { kind: 'redirect'; location: string };

export interface GuardInput {
  method: string;
  /** The request target as sent: path and query. */
  url: string;
  /** Whether the build can answer this decoded path (undefined: any path may be a page, as with a live CMS). */
  isServable?: (path: string) => boolean;
  /** A form post: a server action call (Next-Action header) or a form body (multipart, as React sends actions). */
  isFormPost?: boolean;
}

const PAGE_METHODS = ['GET', 'HEAD'];
const API_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];

/** The decoded path, or undefined when a percent-escape is malformed or it decodes to a control character. */
export function decodePath(rawPath: string): string | undefined {
  if (rawPath.length > MAX_PATH_LENGTH * 3) return undefined;
  try {
    const decoded = decodeURIComponent(rawPath);
    return /[\u0000-\u001f\u007f]/.test(decoded) ? undefined : decoded;
  } catch {
    return undefined;
  }
}

export function guardRequest({ method, url, isServable, isFormPost }: GuardInput): GuardDecision {
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const isApi = rawPath === '/api' || rawPath.startsWith('/api/');
  const allowed = isApi ? API_METHODS : isFormPost ? [...PAGE_METHODS, 'POST'] : PAGE_METHODS;
  if (!allowed.includes(method)) return { kind: 'method-not-allowed', allow: allowed.join(', ') };
  // `//host` and `/\host` would be read as another site if ever echoed in a Location: no page path looks like that.
  if (!rawPath.startsWith('/') || rawPath.startsWith('//') || rawPath.includes('\\')) return { kind: 'not-found' };
  const path = decodePath(rawPath);
  if (path === undefined) return { kind: 'not-found' };
  const lowercase = lowercasePathRedirect(rawPath);
  if (lowercase) return { kind: 'redirect', location: `${lowercase}${queryStart === -1 ? '' : url.slice(queryStart)}` };
  if (isServable && !isApi && !isServable(path)) return { kind: 'not-found' };
  return { kind: 'pass' };
}

/**
 * A listing page number the build did not prerender (`/learning-center?page=999`) reads as the default, page 1, as
 * any unusable query value does: the request target without its page parameters. Undefined when nothing changes.
 * (Rendering the missing page on demand would write a new cache entry for every number an attacker tries.)
 */
export function listingFallbackUrl(url: string, isServable: (path: string) => boolean): string | undefined {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return undefined;
  const path = url.slice(0, queryStart).replace(/\/+$/, '') || '/';
  const params = new URLSearchParams(url.slice(queryStart + 1));
  const target = listingRewriteTarget(path, params);
  if (!target || isServable(target)) return undefined;
  const aliases = new Set<string>(QUERY_ALIASES.page);
  for (const key of [...params.keys()]) if (aliases.has(key.toLowerCase())) params.delete(key);
  const query = params.toString();
  return `${url.slice(0, queryStart)}${query ? `?${query}` : ''}`;
}
