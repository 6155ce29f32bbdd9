import { lowercasePathRedirect } from '../routing/route-path';
import { imageUrlVerdict } from './image-url';
import { NEXT_INTERNAL_PAGES } from './next-private';
import { normaliseRequestPath } from './request-path';

/**
 * What the front door does with a request before Next sees it. Pure: the caller supplies what the build serves.
 * - methods: pages and files are read-only (GET, HEAD); API routes also take POST and OPTIONS; a page also takes
 *   the POST of a form (a server action: the site's forms post to their own page); anything else is 405;
 * - the path is classified as Next will route it (request-path.ts): a path spelled another way (`/about%2F`,
 *   `/%61bout`, `/api/%2e%2e/x`) redirects to its one spelling when that spelling is answered, and is not found when
 *   it is not, so no spelling is a new page in any cache; a path whose
 *   percent-escapes are malformed, or that decodes to a control character, is answered as not found (Next's router
 *   would fail to decode it: a bare 500);
 * - under `/api/` only the build's API routes exist; anything else is not found, never rendered;
 * - the image optimiser's local `url` must be a file of the build (image-url.ts);
 * - page paths spelled with capitals redirect to their lowercase address;
 * - with the embedded content every page is known at build time, so a path the build cannot serve is answered with
 *   the built not-found page without rendering (or writing) anything.
 */
export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'method-not-allowed'; allow: string }
  | { kind: 'not-found'; reason?: string }
  | { kind: 'bad-request' }
  | { kind: 'redirect'; location: string }
  | { kind: 'range-not-satisfiable'; size: number };

export interface GuardInput {
  method: string;
  /** The request target as sent: path and query. */
  url: string;
  /** Whether the build can answer this decoded path (undefined: any path may be a page, as with a live CMS). */
  isServable?: (path: string) => boolean;
  /** Whether this decoded path is one of the build's API routes (`/api/health`, `/api/v1/logging/LogDebug`). */
  isApiRoute: (path: string) => boolean;
  /** Whether this decoded path is a file of the build (public folder, Next's static files). */
  isStaticFile: (path: string) => boolean;
  /** A form post: a server action call (Next-Action header) or a form body (multipart, as React sends actions). */
  isFormPost?: boolean;
  /** The Range header, when sent without If-Range. */
  range?: string;
  /** The size of a file of the build (undefined for other paths). */
  staticFileSize?: (path: string) => number | undefined;
}

/**
 * Whether a Range header asks only for bytes past the end of a file of `size` bytes, as the `send` module Next serves
 * files with reads it (range-parser): such a request makes Next throw its 416 (a bare 500). A header that is not
 * `bytes=` or that does not parse is ignored by Next (the whole file), and so here.
 */
export function isUnsatisfiableRange(header: string, size: number): boolean {
  if (!/^ *bytes=/.test(header)) return false;
  const ranges = header.slice(header.indexOf('=') + 1).split(',');
  return !ranges.some((range) => {
    const [first = '', last = ''] = range.split('-');
    let start = parseInt(first, 10);
    let end = parseInt(last, 10);
    if (Number.isNaN(start)) {
      start = size - end;
      end = size - 1;
    } else if (Number.isNaN(end)) end = size - 1;
    if (end > size - 1) end = size - 1;
    return !(Number.isNaN(start) || Number.isNaN(end) || start > end || start < 0);
  });
}

const PAGE_METHODS = ['GET', 'HEAD'];
const API_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];
const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export function guardRequest(input: GuardInput): GuardDecision {
  const { method, url, isServable, isApiRoute, isStaticFile, isFormPost, range, staticFileSize } = input;
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  const normalised = normaliseRequestPath(rawPath);
  const isApi = isApiPath(normalised?.path ?? rawPath);
  const allowed = isApi ? API_METHODS : isFormPost ? [...PAGE_METHODS, 'POST'] : PAGE_METHODS;
  if (!allowed.includes(method)) return { kind: 'method-not-allowed', allow: allowed.join(', ') };
  // `//host` and `/\host` would be read as another site if ever echoed in a Location: no page path looks like that.
  if (!rawPath.startsWith('/') || rawPath.startsWith('//') || rawPath.includes('\\')) return { kind: 'not-found' };
  if (!normalised) return { kind: 'not-found' };
  if (!normalised.isCanonical) {
    const target = `${lowercasePathRedirect(normalised.target) ?? normalised.target}${query}`;
    // Decided as for the plain spelling: sent there only when something is there, else answered now (nothing cached).
    const plain = guardRequest({ ...input, url: target });
    return plain.kind === 'pass' || plain.kind === 'redirect' ? { kind: 'redirect', location: target } : plain;
  }
  const lowercase = lowercasePathRedirect(rawPath);
  if (lowercase) return { kind: 'redirect', location: `${lowercase}${query}` };
  const { path } = normalised;
  if (isApi) return isApiRoute(path) ? { kind: 'pass' } : { kind: 'not-found' };
  if (path === '/_next/image') return { kind: imageUrlVerdict(query.slice(1), isStaticFile) };
  if ((NEXT_INTERNAL_PAGES as readonly string[]).includes(path)) return { kind: 'not-found', reason: 'internal page' };
  const size = range === undefined ? undefined : staticFileSize?.(path);
  if (range !== undefined && size !== undefined && isUnsatisfiableRange(range, size)) {
    return { kind: 'range-not-satisfiable', size };
  }
  if (isServable && !isServable(path)) return { kind: 'not-found' };
  return { kind: 'pass' };
}
