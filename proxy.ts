import { NextResponse, type NextRequest } from 'next/server';
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCsp, originOf, originsFrom } from '@/lib/csp';
import { listingRewriteTarget } from '@/lib/blog/rewrites';
import { integrationOrigins } from '@/lib/integrations/config';
import { allowedScriptHosts } from '@/lib/script-embed';
import { builtNotFoundHtml, staticNotFoundFor } from '@/lib/static-not-found';
import { lowercasePathRedirect } from '@/lib/route-path';
import { SECURITY_HEADERS } from '@/lib/security-headers';

/**
 * Sets each page's Content-Security-Policy without 'unsafe-inline' while pages stay prerendered:
 * - a page prerendered by the build is allowed its own inline scripts by hash (scripts/csp-hashes.mjs);
 * - a page rendered after the build (a path published later, a 404, a revalidated page) is cached by path and served
 *   again to later visitors, so its nonce must be the same for every request of that path: it is derived from the
 *   path and a secret made fresh by each build. Next reads it from the request header and applies it.
 * - draft mode (the canvas editor) is never cached: a random nonce per request, and the editor may frame the page.
 */
interface CspManifest {
  nonceKey: string;
  pages: Record<string, string[]>;
}

const DRAFT_COOKIE = '__prerender_bypass';
let manifest: CspManifest | undefined;

function loadManifest(): CspManifest {
  if (!manifest) {
    try {
      manifest = JSON.parse(readFileSync(join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'csp-manifest.json'), 'utf8')) as CspManifest;
    } catch {
      // No manifest (next dev, or a build without the post-build step): nonces only.
      manifest = { nonceKey: randomBytes(32).toString('base64'), pages: {} };
    }
  }
  return manifest;
}

/** The decoded path without trailing slashes, or undefined when a percent-escape is malformed or decodes to a control character. */
function pagePath(pathname: string): string | undefined {
  try {
    const decoded = decodeURIComponent(pathname);
    return /[\u0000-\u001f\u007f]/.test(decoded) ? undefined : decoded.replace(/\/+$/, '') || '/';
  } catch {
    return undefined;
  }
}

const integrations = integrationOrigins(process.env);
// LaunchDarkly's client hosts (or the relay / test fake named by NEXT_PUBLIC_LD_BASE_URL), only when the flag client
// is configured; the form vendor's script host when forms are embedded.
const LAUNCHDARKLY_HOSTS = 'https://clientsdk.launchdarkly.com https://events.launchdarkly.com https://clientstream.launchdarkly.com';
const launchDarkly = process.env.NEXT_PUBLIC_LD_CLIENT_ID ? (process.env.NEXT_PUBLIC_LD_BASE_URL ?? LAUNCHDARKLY_HOSTS) : '';

const extra = {
  // Hosts a scriptEmbed may load from (lib/script-embed.ts) must be allowed to run, too.
  'script-src': [
    ...originsFrom(`${process.env.CSP_SCRIPT_SRC ?? ''} ${process.env.NEXT_PUBLIC_FORM_HOST ?? ''}`),
    ...integrations.script,
    ...allowedScriptHosts().map((host) => `https://${host}`),
  ],
  'connect-src': [...originsFrom(`${process.env.CSP_CONNECT_SRC ?? ''} ${launchDarkly}`), ...integrations.connect],
  'frame-src': originsFrom(process.env.CSP_FRAME_SRC),
  'img-src': originsFrom(process.env.CSP_IMG_SRC),
};

function policyFor(request: NextRequest, path: string): string {
  if (request.cookies.has(DRAFT_COOKIE)) {
    const canvas = originOf(process.env.UNIFORM_CANVAS_ORIGIN) ?? 'https://uniform.app';
    return buildCsp({ nonce: randomBytes(16).toString('base64'), frameAncestors: ["'self'", canvas], extra });
  }
  const { nonceKey, pages } = loadManifest();
  const pathNonce = createHmac('sha256', nonceKey).update(path).digest('base64');
  return buildCsp({ pathNonce, scriptHashes: pages[path] ?? [], extra });
}

/** The build's not-found page, answered by the proxy itself (status 404, the site's security headers). */
function notFoundResponse(request: NextRequest, html: string): NextResponse {
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'Content-Security-Policy': policyFor(request, '/_not-found') });
  SECURITY_HEADERS.forEach(({ key, value }) => headers.set(key, value));
  return new NextResponse(request.method === 'HEAD' ? null : html, { status: 404, headers });
}

/**
 * A path with a malformed percent-escape (`/%ff`, `/about/%`): Next's router fails to decode it and answers a bare
 * 500 however it is routed (a rewrite included), so the proxy answers it before Next tries.
 */
function malformedPathResponse(request: NextRequest): NextResponse {
  const html = builtNotFoundHtml();
  if (html) return notFoundResponse(request, html);
  const headers = new Headers({ 'content-type': 'text/plain; charset=utf-8' });
  SECURITY_HEADERS.forEach(({ key, value }) => headers.set(key, value));
  return new NextResponse('This address is not valid.', { status: 400, headers });
}

export function proxy(request: NextRequest) {
  const lowercase = lowercasePathRedirect(request.nextUrl.pathname);
  if (lowercase) {
    const target = request.nextUrl.clone();
    target.pathname = lowercase;
    return NextResponse.redirect(target, 308);
  }
  const path = pagePath(request.nextUrl.pathname);
  if (path === undefined) return malformedPathResponse(request);
  // A blog listing's ?page=N is served from its own prerendered page, with that page's policy (lib/blog/rewrites.ts).
  const rewriteTo = listingRewriteTarget(path, request.nextUrl.searchParams);
  const notFoundHtml = !rewriteTo && !request.cookies.has(DRAFT_COOKIE) && (request.method === 'GET' || request.method === 'HEAD')
    ? staticNotFoundFor(path)
    : undefined;
  if (notFoundHtml) return notFoundResponse(request, notFoundHtml);
  const policy = policyFor(request, rewriteTo ?? path);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = rewriteTo
    ? NextResponse.rewrite(new URL(rewriteTo, request.url), { request: { headers: requestHeaders } })
    : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  matcher: [
    {
      source: '/((?!_next/static|_next/image|images/|fonts/|favicon).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
