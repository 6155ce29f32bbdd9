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
