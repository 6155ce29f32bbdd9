import { NextResponse, type NextRequest } from 'next/server';
import { isListingPageKnown } from '@/lib/blog/listing-known';
import { listingRewriteTarget } from '@/lib/blog/rewrites';
import { DRAFT_COOKIE } from '@/lib/http/draft-cookie';
import { isFileOrApiPath } from '@/lib/routing/route-path';
import { pagePoints } from '@/lib/personalization/page-points';
import { createPersonalization, hasContextCookie } from '@/lib/personalization/visitor-route';
import { siteRedirects } from '@/lib/redirects/sources';
import { environment, settings } from '@/lib/settings';

// SERVER_PERSONALIZATION=off leaves every decision to the browser's Personalize and AbTest.
const personalize = settings.serverPersonalization() ? createPersonalization(pagePoints, environment()) : undefined;

/**
 * The site's routing decisions, in Next's proxy (Node runtime), so `next dev` makes the same ones as the server:
 * 1. the site's redirects (lib/redirects: Uniform's engine over content/redirect or Uniform's redirects), for any
 *    page path, a live page's too;
 * 2. a consenting visitor's Context evaluated against the page's decision points (lib/personalization), and the
 *    request rewritten to the page for the result, private to the visitor;
 * 3. a blog listing's `?page=N` rewritten to its prerendered page N (lib/blog/rewrites.ts); a page number the site
 *    does not have reads as page 1.
 * Rewritten here, not before Next, so the client router knows the address it asked for is served by another page.
 * The checks before Next and the headers after it are the front door's (server.ts, lib/serve/).
 */
export async function proxy(request: NextRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next();
  const { pathname, search, searchParams } = request.nextUrl;
  const moved = await siteRedirects().resolve(`${pathname}${search}`);
  // Next's adapter takes an absolute address and sends a same-site one as a path again.
  if (moved) return NextResponse.redirect(new URL(moved.location, request.url), moved.status);
  if (isFileOrApiPath(pathname)) return NextResponse.next();

  const cookies = request.headers.get('cookie') ?? undefined;
  // The front door lets only a valid draft cookie through, and a draft is never personalized.
  if (personalize && hasContextCookie(cookies) && !request.cookies.has(DRAFT_COOKIE)) {
    const route = await personalize(`${pathname}${search}`, Object.fromEntries(request.headers)).catch(
      (error: unknown) => void console.error('personalization failed; the default page is served', error),
    );
    if (route) {
      // A personalized answer is this visitor's own: no shared cache keeps it, and a browser asks again each time.
      const response = NextResponse.rewrite(new URL(route.url, request.url), {
        headers: { 'Cache-Control': 'private, no-cache' },
      });
      if (route.setCookie) response.headers.append('Set-Cookie', route.setCookie);
      return response;
    }
  }

  const listing = listingRewriteTarget(pathname.replace(/\/+$/, ''), searchParams);
  if (listing && (await isListingPageKnown(listing))) return NextResponse.rewrite(new URL(listing, request.url));
  return NextResponse.next();
}

// Every path but API routes and Next's files: a redirect may name a file (`/brochure.pdf`). Narrowed to fewer pages,
// the client router, which reads these matchers too, took the rewritten answers for stale and fetched them again.
export const config = {
  matcher: ['/((?!api/|_next/).*)'],
};
