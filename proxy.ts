import { NextResponse, type NextRequest } from 'next/server';
import { listingRewriteTarget } from '@/lib/blog/rewrites';

/**
 * Serves a blog listing's `?page=N` from its own prerendered page (lib/blog/rewrites.ts). It runs only for listing
 * addresses: every other request skips it, and the checks and the Content-Security-Policy
 * of every response are the front door's (lib/serve/front-door.ts).
 */
export function proxy(request: NextRequest) {
  const rewriteTo = listingRewriteTarget(request.nextUrl.pathname.replace(/\/+$/, ''), request.nextUrl.searchParams);
  return rewriteTo ? NextResponse.rewrite(new URL(rewriteTo, request.url)) : NextResponse.next();
}

// Listing addresses only (a page parameter may be spelled in any case, which a `has` matcher cannot express).
export const config = {
  matcher: ['/:section(learning-center|news)/:category?'],
};
