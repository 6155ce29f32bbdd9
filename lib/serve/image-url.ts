import { normaliseRequestPath } from './request-path';

export type ImageUrlVerdict = 'pass' | 'not-found' | 'bad-request';

const REMOTE = /^https:\/\//i;

/**
 * Whether Next's image optimiser may fetch the `url` of `/_next/image?…`. It fetches a local URL in-process, past the
 * front door, and keys its cache by the URL as written, so a local URL must be a file of the build (public or Next's
 * static files) spelled plainly (as is, or percent-encoded the way encodeURI does): no query, no dot segments, no
 * `//` or backslash. A remote URL is left to Next's remotePatterns.
 */
export function imageUrlVerdict(query: string, isStaticFile: (path: string) => boolean): ImageUrlVerdict {
  const urls = new URLSearchParams(query).getAll('url');
  const url = urls.length === 1 ? urls[0] : undefined;
  if (url === undefined) return 'bad-request';
  if (REMOTE.test(url)) return 'pass';
  if (!url.startsWith('/') || url.startsWith('//') || /[\\?#]/.test(url)) return 'bad-request';
  const local = normaliseRequestPath(url);
  if (!local || (url !== local.path && url !== encodeURI(local.path))) return 'bad-request';
  return isStaticFile(local.path) ? 'pass' : 'not-found';
}
