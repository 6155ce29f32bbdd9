import { MAX_PATH_LENGTH } from '../route-path';

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

export interface RequestPath {
  /** The path as Next routes it: decoded once, dot segments resolved, no empty segments. `/` for the home page. */
  path: string;
  /** That path spelled as a request target (each segment percent-encoded), for a Location header. */
  target: string;
  /** False when the raw path spells it another way (dot segments, repeated, trailing or encoded slashes). */
  isCanonical: boolean;
}

/**
 * The one path a raw request path names, so the front door classifies what Next will route, never a spelling of it:
 * `/api/%2e%2e/x` is `/x`, `/about%2F%2F` and `/about//` are `/about`. Undefined when it cannot be decoded or holds a
 * backslash (`/%5Chost`), which a browser reads as a slash.
 */
export function normaliseRequestPath(rawPath: string): RequestPath | undefined {
  const decoded = decodePath(rawPath);
  if (decoded === undefined || decoded.includes('\\')) return undefined;
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  const path = `/${segments.join('/')}`;
  return {
    path,
    target: `/${segments.map(encodeURIComponent).join('/')}`,
    isCanonical: path === decoded && !/%2f/i.test(rawPath),
  };
}
