import { NextResponse, type NextRequest } from 'next/server';
import { listingRewriteTarget } from '@/lib/blog/rewrites';
import { VARIANT_URL_HEADER } from '@/lib/personalization/variant-header';

/**
 * Next's proxy makes two rewrites, so the client router knows the page it asked for is served by another:
 * - the page for a visitor's personalization result, named by the front door (lib/serve/personalization.ts) in a
 *   request header it sets itself and drops from any client;
 * - a blog listing's `?page=N`, from its own prerendered page (lib/blog/rewrites.ts).
 * The checks and the Content-Security-Policy of every response are the front door's (lib/serve/front-door.ts).
 */
export function proxy(request: NextRequest) {
  const variant = request.headers.get(VARIANT_URL_HEADER);
  if (variant) return NextResponse.rewrite(new URL(variant, request.url));
  const rewriteTo = listingRewriteTarget(request.nextUrl.pathname.replace(/\/+$/, ''), request.nextUrl.searchParams);
  return rewriteTo ? NextResponse.rewrite(new URL(rewriteTo, request.url)) : NextResponse.next();
}

// Every page runs it (API routes, Next's files and files with an extension do not). Narrowed to requests carrying the
// variant header (`has`), the client router, which reads these matchers too, took the rewritten answers for stale and
// fetched them again without end.
export const config = {
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
