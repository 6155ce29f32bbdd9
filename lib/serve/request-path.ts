import { MAX_PATH_LENGTH } from '../routing/route-path';

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

/** RFC 3986's unreserved characters: a percent-escape of one names the same resource as the character itself. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The raw path in RFC 3986's normal form (§6.2.2): every escape of an unreserved character decoded (`%61` is `a`,
 * `%2e` is `.`), every other escape in capitals (`%c3%a9` is `%C3%A9`). Next decodes either spelling to the same route.
 */
export function respellEscapes(rawPath: string): string {
  return rawPath.replace(/%[0-9a-fA-F]{2}/g, (escape) => {
    const character = String.fromCharCode(Number.parseInt(escape.slice(1), 16));
    return UNRESERVED.test(character) ? character : escape.toUpperCase();
  });
}

export interface RequestPath {
  /** The path as Next routes it: decoded once, dot segments resolved, no empty segments. `/` for the home page. */
  path: string;
  /** That path's one spelling as a request target (the raw path in normal form), for a Location header. */
  target: string;
  /**
   * False when the raw path spells it another way: percent-escapes of unreserved characters or in small letters, dot
   * segments, repeated, trailing or encoded slashes.
   */
  isCanonical: boolean;
}

/**
 * The one path a raw request path names, so the front door classifies what Next will route, never a spelling of it:
 * `/api/%2e%2e/x` is `/x`, `/about%2F%2F` and `/about//` are `/about`, `/%61bout` is `/about`. Undefined when it cannot
 * be decoded or holds a backslash (`/%5Chost`), which a browser reads as a slash.
 */
export function normaliseRequestPath(rawPath: string): RequestPath | undefined {
  const decoded = decodePath(rawPath);
  if (decoded === undefined || decoded.includes('\\')) return undefined;
  const segments: string[] = [];
  // An encoded slash separates segments too: Next decodes it before routing.
  for (const segment of respellEscapes(rawPath).split(/\/|%2F/)) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  const target = `/${segments.join('/')}`;
  return { path: decodeURIComponent(target), target, isCanonical: target === rawPath };
}
