import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from '../security-headers';
import type { BuildRoutes } from './build-routes';
import { applyCdnCacheControl } from './cdn-cache';
import { clientAddress, readTrustedHops } from './client-address';
import { buildCsp, inlineScriptHashes, NON_HTML_POLICY } from './csp';
import { canvasHosts, cspExtraSources, previewCspSources } from './csp-sources';
import { DRAFT_COOKIE, hasValidDraftCookie, withoutDraftCookies } from './draft-cookie';
import { EDITING_HEADER, editingModeOf } from '../integrations/editing';
import { attachHtmlPolicy } from './html-policy';
import { refusePost } from './post-guard';
import { guardRequest, listingFallbackUrl } from './request-guard';

type Env = Record<string, string | undefined>;

export interface FrontDoorOptions {
  routes: BuildRoutes;
  env: Env;
}

/** Policies of the HTML bodies sent so far, by ETag (Next's hash of the body): a cached page is hashed once. */
const POLICY_MEMO_SIZE = 2_000;
/** Request headers that would change how Next renders an HTML page for everyone (nonce) or skip work meant for all. */
const PER_REQUEST_RENDER_HEADERS = ['content-security-policy', 'content-security-policy-report-only', 'x-real-ip'];
const PREFETCH_HEADERS = ['purpose', 'sec-purpose', 'next-router-prefetch'];

function appendVary(res: ServerResponse, name: string): void {
  const current = String(res.getHeader('vary') ?? '');
  if (
    !current
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(name.toLowerCase())
  )
    res.setHeader('Vary', current ? `${current}, ${name}` : name);
}

function answer(
  res: ServerResponse,
  method: string,
  status: number,
  headers: Record<string, string>,
  body: string,
): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.statusCode = status;
  res.end(method === 'HEAD' ? undefined : body);
}

/**
 * Everything the site does to a request before Next sees it, and to an HTML response before it leaves (see
 * README, Security): method, path and case checks, the built not-found page for unknown paths, the client address
 * for rate limits, draft mode recognised only by a valid cookie, and a Content-Security-Policy computed from each
 * HTML body. Nothing about one request can reach a page cached for the next.
 */
export function createFrontDoor({ routes, env }: FrontDoorOptions) {
  const extra = cspExtraSources(env);
  const previewExtra = previewCspSources(env);
  const frameAncestors = ["'self'", ...canvasHosts(env)];
  const trustedHops = readTrustedHops(env.TRUSTED_PROXY_HOPS);
  const pathsAreOpen = Boolean(env.UNIFORM_API_KEY && env.UNIFORM_PROJECT_ID);
  const notFoundPolicy = buildCsp({ scriptHashes: inlineScriptHashes(routes.notFoundHtml), extra });
  const memo = new Map<string, string>();

  function policyForHtml(readHtml: () => string, etag: string | undefined): string | undefined {
    const known = etag ? memo.get(etag) : undefined;
    if (known) return known;
    const html = readHtml();
    // HEAD and 304 answers have no body to hash; the stored page keeps the policy it came with.
    if (!html) return undefined;
    const policy = buildCsp({ scriptHashes: inlineScriptHashes(html), extra });
    if (etag) {
      memo.set(etag, policy);
      if (memo.size > POLICY_MEMO_SIZE) memo.delete(memo.keys().next().value as string);
    }
    return policy;
  }

  return function frontDoor(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    const method = req.method ?? 'GET';
    for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
    const isFormPost =
      method === 'POST' &&
      (Boolean(req.headers['next-action']) || /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? ''));
    const decision = guardRequest({
      method,
      url: req.url ?? '/',
      isServable: pathsAreOpen ? undefined : routes.isServable,
      isApiRoute: routes.isApiRoute,
      isStaticFile: routes.isStaticFile,
      isFormPost,
    });
    if (decision.kind === 'method-not-allowed') {
      return answer(
        res,
        method,
        405,
        {
          Allow: decision.allow,
          'Content-Type': 'text/plain; charset=utf-8',
          'Content-Security-Policy': NON_HTML_POLICY,
        },
        'Method not allowed.\n',
      );
    }
    if (decision.kind === 'redirect') {
      return answer(
        res,
        method,
        308,
        {
          Location: decision.location,
          'Content-Type': 'text/plain; charset=utf-8',
          'Content-Security-Policy': NON_HTML_POLICY,
        },
        `Moved to ${decision.location}\n`,
      );
    }
    if (decision.kind === 'bad-request') {
      return answer(
        res,
        method,
        400,
        { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Security-Policy': NON_HTML_POLICY },
        'Bad request.\n',
      );
    }
    if (decision.kind === 'not-found') {
      return answer(
        res,
        method,
        404,
        {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': notFoundPolicy,
          'Cache-Control': 'no-cache',
        },
        routes.notFoundHtml,
      );
    }

    const refusal = refusePost(req.headers, isFormPost);
    if (refusal) {
      console.warn(
        `front door: ${refusal.status} ${method} ${JSON.stringify((req.url ?? '').slice(0, 200))} (${refusal.reason})`,
      );
      return answer(
        res,
        method,
        refusal.status,
        {
          'Content-Type': 'text/plain; charset=utf-8',
          'Content-Security-Policy': NON_HTML_POLICY,
          Connection: 'close',
        },
        `Refused: ${refusal.reason}.\n`,
      );
    }

    const listingUrl = listingFallbackUrl(req.url ?? '/', routes.isServable);
    if (listingUrl) req.url = listingUrl;
    const headers = req.headers;
    headers['x-forwarded-for'] = clientAddress(req.socket.remoteAddress, headers['x-forwarded-for'], trustedHops);
    for (const name of PER_REQUEST_RENDER_HEADERS) delete headers[name];
    delete headers[EDITING_HEADER];
    // An HTML request is the same page whether or not the browser calls it a prefetch (RSC prefetches keep theirs).
    if (!headers.rsc) for (const name of PREFETCH_HEADERS) delete headers[name];

    if (hasValidDraftCookie(headers.cookie, routes.previewModeId)) {
      const policy = buildCsp({ nonce: randomBytes(16).toString('base64'), frameAncestors, extra: previewExtra });
      headers['content-security-policy'] = policy;
      const editing = editingModeOf(req.url ?? '/');
      if (editing) headers[EDITING_HEADER] = editing;
      res.setHeader('Content-Security-Policy', policy);
      attachHtmlPolicy(res, {
        policyForHtml: () => undefined,
        finishHead: (response) => {
          response.setHeader('Cache-Control', 'private, no-store');
          appendVary(response, 'Cookie');
        },
      });
      return next();
    }
    if (headers.cookie?.includes(DRAFT_COOKIE)) {
      const cookie = withoutDraftCookies(headers.cookie);
      if (cookie) headers.cookie = cookie;
      else delete headers.cookie;
    }
    attachHtmlPolicy(res, { policyForHtml, finishHead: applyCdnCacheControl });
    next();
  };
}
