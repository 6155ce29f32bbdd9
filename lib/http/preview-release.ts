import { isFileOrApiPath } from '../routing/route-path';

/**
 * The release a draft-mode request reads in comes from that request's own address (`?releaseId=`), as the SDK reads it
 * from each page's search params, never from a cookie another tab shares (docs/content-and-uniform.md#release-previews).
 * The front door sets this header from the address of a draft-mode request and removes it from every other request.
 */
export const RELEASE_HEADER = 'x-verdance-preview-release';
export const RELEASE_PARAM = 'releaseId';

const RELEASE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A release id as Uniform writes it (a UUID), or undefined for anything else. */
export function validReleaseId(value: string | null | undefined): string | undefined {
  return value && RELEASE_ID.test(value) ? value.toLowerCase() : undefined;
}

/** The release a request address (path and query) names, if any. */
export function releaseOf(url: string): string | undefined {
  return validReleaseId(new URL(url, 'http://site.invalid').searchParams.get(RELEASE_PARAM));
}

interface NavigationRequest {
  url: string;
  method: string;
  host: string | undefined;
  referer: string | undefined;
  /** A document navigation (`sec-fetch-mode: navigate`) or the client router's fetch of a page (`rsc: 1`). */
  isNavigation: boolean;
}

/**
 * In-frame navigation of a release preview: a page the tab opens from one of its own pages (a link, the router, a
 * prefetch; the same-origin referrer is the tab's current address) keeps that page's release in its own address. The
 * answer is where to send it (the address with `releaseId` added); undefined when nothing is to carry: the address
 * names a release already, the referrer names none or is another site's, or it is not a page navigation. A tab whose
 * pages have no release never gets one, whatever another tab previews.
 */
export function releaseToCarry(request: NavigationRequest): string | undefined {
  const { url, method, host, referer, isNavigation } = request;
  if ((method !== 'GET' && method !== 'HEAD') || !isNavigation || !referer || !host) return undefined;
  const target = new URL(url, 'http://site.invalid');
  if (target.searchParams.has(RELEASE_PARAM) || isFileOrApiPath(target.pathname)) return undefined;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return undefined;
  }
  const release = from.host === host ? validReleaseId(from.searchParams.get(RELEASE_PARAM)) : undefined;
  if (!release) return undefined;
  target.searchParams.append(RELEASE_PARAM, release);
  return `${target.pathname}${target.search}`;
}
