/** Longest path the site ever routes; anything longer is not a page. */
export const MAX_PATH_LENGTH = 512;
const ROUTABLE = /^\/[a-z0-9\-/]*$/;

/**
 * Turns catch-all segments into a content path, or undefined when the request can never name a page (characters
 * outside the project map's alphabet, `..`, NUL, encoded slashes, oversized segments). Such paths are plain 404s and
 * never reach the content source.
 */
export function toContentPath(segments: readonly string[] | undefined): string | undefined {
  const parts = segments ?? [];
  const path = `/${parts.join('/')}`;
  if (path.length > MAX_PATH_LENGTH) return undefined;
  if (parts.some((part) => part === '' || part.includes('/'))) return undefined;
  return ROUTABLE.test(path) ? path : undefined;
}

/** Segments for generateStaticParams: `/` is the empty list. */
export function toSegments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Paths answered by something other than a page: API routes, Next's own assets and files (feeds, public files). */
export function isFileOrApiPath(path: string): boolean {
  return path.startsWith('/api/') || path.startsWith('/_next/') || /\.[a-z0-9]+$/i.test(path);
}

/**
 * Pages live at lowercase paths, so a request that spells one with capitals (`/Contact-Us`) is sent to the lowercase
 * path rather than a 404. Only ASCII letters outside percent-escapes are folded, so the target never asks again.
 * Returns undefined when the path is already lowercase or is not a page path.
 */
export function lowercasePathRedirect(rawPathname: string): string | undefined {
  if (isFileOrApiPath(rawPathname) || rawPathname.length > MAX_PATH_LENGTH) return undefined;
  const folded = rawPathname.replace(/%[0-9a-f]{2}|[a-z]+/gi, (match) =>
    match.startsWith('%') ? match : match.toLowerCase(),
  );
  return folded === rawPathname ? undefined : folded;
}
