import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from '../security-headers';
import type { BuildRoutes } from './build-routes';
import { applyCdnCacheControl } from './cdn-cache';
import { clientAddress, readTrustedHops } from './client-address';
import { buildCsp, inlineScriptHashes } from './csp';
import { canvasHosts, cspExtraSources, previewCspSources } from './csp-sources';
import { DRAFT_COOKIE, hasValidDraftCookie, withoutDraftCookies } from './draft-cookie';
import { EDITING_HEADER, editingModeOf, SITE_PART_HEADER, sitePartOf } from '../editing/request-mode';
import { RELEASE_HEADER, releaseOf, releaseToCarry } from './preview-release';
import { attachHtmlPolicy } from './html-policy';
import { holdScriptsUntilFirstPaint } from './paint-first';
import {
  appendVary,
  finishPersonalizedHead,
  hasRepeatedHost,
  isPagePath,
  namesVariantPage,
  replies,
  sendReply,
} from './front-door-replies';
import type { RedirectTable } from '../redirects/engine';
import { readSiteOrigins, refusePost, type Refusal } from './post-guard';
import { formPostRefusal, parseMultipart, readWholeBody, replayBody } from './action-body';
import { ACTION_BODY_LIMIT, NEXT_HEADERS } from './next-private';
import { HELPER_HEADERS, HELPER_PATH } from '../editing/helper-limits';
import { guardRequest, listingFallbackUrl } from './request-guard';
import { hasContextCookie, type createPersonalization } from './personalization';
import { VARIANT_URL_HEADER } from '../personalization/variant-header';
import { isFileOrApiPath } from '../route-path';
import { createUnknownAddressCheck } from '../content/unknown-address';

type Env = Record<string, string | undefined>;

export interface FrontDoorOptions {
  routes: BuildRoutes;
  env: Env;
  /** Evaluates a consenting visitor's Context and names the page for the result (lib/serve/personalization.ts). */
  personalize?: ReturnType<typeof createPersonalization>;
  /** The site's redirects (content/ or Uniform), answered for any page path before anything else. */
  redirects?: RedirectTable;
}

/** Policies of the HTML bodies sent so far, by ETag (Next's hash of the body): a cached page is hashed once. */
const POLICY_MEMO_SIZE = 2_000;
/** Bodies with their scripts held (lib/serve/paint-first.ts), by ETag: the pages most asked for are rewritten once. */
const HELD_MEMO_SIZE = 100;
/** Request headers that would change how Next renders an HTML page for everyone (nonce) or skip work meant for all. */
const PER_REQUEST_RENDER_HEADERS = [
  'content-security-policy',
  'content-security-policy-report-only',
  'x-real-ip',
  VARIANT_URL_HEADER,
];
const PREFETCH_HEADERS = ['purpose', 'sec-purpose', NEXT_HEADERS.prefetch];

/**
 * Everything the site does to a request before Next sees it, and to an HTML response before it leaves (see
 * README, Security): method, path and case checks, the built not-found page for unknown paths, the client address
 * for rate limits, draft mode recognised only by a valid cookie, and a Content-Security-Policy computed from each
 * HTML body. Nothing about one request can reach a page cached for the next.
 */
export function createFrontDoor({ routes, env, personalize, redirects }: FrontDoorOptions) {
  const extra = cspExtraSources(env);
  const previewExtra = previewCspSources(env);
  const frameAncestors = ["'self'", ...canvasHosts(env)];
  const trustedHops = readTrustedHops(env.TRUSTED_PROXY_HOPS);
  const pathsAreOpen = Boolean(env.UNIFORM_API_KEY && env.UNIFORM_PROJECT_ID);
  const siteOrigins = readSiteOrigins(env.SITE_ORIGINS);
  const previewsOn = Boolean(env.UNIFORM_PREVIEW_SECRET);
  const notFoundHtml = holdScriptsUntilFirstPaint(Buffer.from(routes.notFoundHtml)).toString('utf8');
  const notFoundPolicy = buildCsp({ scriptHashes: inlineScriptHashes(notFoundHtml), extra });
  const memo = new Map<string, string>();
  // Reading Uniform at run time every path reaches Next: one surely no page (the route index) gets the built 404.
  const isUnknownAddress = createUnknownAddressCheck(env, routes.isServable);

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

  const held = new Map<string, Buffer>();
  function holdScripts(body: Buffer, etag: string | undefined): Buffer {
    const known = etag ? held.get(etag) : undefined;
    if (known) return known;
    const rewritten = holdScriptsUntilFirstPaint(body);
    if (etag) {
      held.set(etag, rewritten);
      if (held.size > HELD_MEMO_SIZE) held.delete(held.keys().next().value as string);
    }
    return rewritten;
  }

  return function frontDoor(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    const method = req.method ?? 'GET';
    for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
    const isFormPost =
      method === 'POST' &&
      (Boolean(req.headers[NEXT_HEADERS.action]) || /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? ''));
    const decision = hasRepeatedHost(req.rawHeaders)
      ? ({ kind: 'bad-request' } as const)
      : guardRequest({
          method,
          url: req.url ?? '/',
          isServable: pathsAreOpen ? undefined : routes.isServable,
          isApiRoute: routes.isApiRoute,
          isStaticFile: routes.isStaticFile,
          isFormPost,
          range: req.headers['if-range'] === undefined ? req.headers.range : undefined,
          staticFileSize: routes.staticFileSize,
        });
    const refuse = (refusal: Refusal | { status: number; reason: string }) => {
      console.warn(
        `front door: ${refusal.status} ${method} ${JSON.stringify((req.url ?? '').slice(0, 200))} (${refusal.reason})`,
      );
      sendReply(res, method, replies.refused(refusal.status, refusal.reason));
    };
    if (decision.kind === 'range-not-satisfiable') {
      res.setHeader('Content-Range', `bytes */${decision.size}`);
      return refuse({ status: 416, reason: 'range not satisfiable' });
    }
    if (decision.kind === 'not-found' && decision.reason) {
      console.warn(`front door: 404 ${method} ${JSON.stringify((req.url ?? '').slice(0, 200))} (${decision.reason})`);
    }
    if (decision.kind === 'method-not-allowed') {
      return sendReply(res, method, replies.methodNotAllowed(decision.allow));
    }
    if (decision.kind === 'redirect') {
      return sendReply(res, method, replies.moved(308, decision.location));
    }
    if (decision.kind === 'bad-request') {
      return sendReply(res, method, replies.badRequest());
    }
    // A redirect answers for a page path whether or not a page is there (a marketer's redirect from a live page wins).
    const url = req.url ?? '/';
    if (redirects && (method === 'GET' || method === 'HEAD') && isPagePath(url)) {
      redirects.resolve(url).then(
        (found) =>
          found
            ? sendReply(res, method, replies.moved(found.status, found.location))
            : proceedUnlessUnknown(decision.kind === 'not-found'),
        () => proceedUnlessUnknown(decision.kind === 'not-found'),
      );
      return;
    }
    proceedUnlessUnknown(decision.kind === 'not-found');

    function proceedUnlessUnknown(isUnknown: boolean): void {
      const asks = (method === 'GET' || method === 'HEAD') && isPagePath(url);
      if (isUnknown || !isUnknownAddress || !asks || hasValidDraftCookie(req.headers.cookie, routes.previewModeId))
        return proceed(isUnknown);
      isUnknownAddress(url.split('?')[0]!).then(proceed, () => proceed(false));
    }

    function proceed(isUnknown: boolean): void {
      if (isUnknown || namesVariantPage(req.url ?? '/')) {
        return sendReply(res, method, replies.notFound(notFoundHtml, notFoundPolicy));
      }

      const path = (req.url ?? '/').split('?')[0];
      const refusal = refusePost(req.headers, isFormPost, siteOrigins, path);
      if (refusal) return refuse(refusal);
      // The editing helper answers only a pass or draft mode (the route checks both): without either, nothing is read.
      if (
        previewsOn &&
        path === HELPER_PATH &&
        method === 'POST' &&
        !req.headers[HELPER_HEADERS.pass] &&
        !hasValidDraftCookie(req.headers.cookie, routes.previewModeId)
      ) {
        return refuse({ status: 401, reason: 'no editing pass' });
      }
      if (!isFormPost) return admit();
      // A form post's body is read here (at most Next's limit, its length already checked) and checked as Next will
      // decode it; what Next would throw on is refused, the rest handed to Next unchanged (action-body.ts).
      void readWholeBody(req, ACTION_BODY_LIMIT).then(async (body) => {
        if (!body) return refuse({ status: 413, reason: 'body too large' });
        const action = req.headers[NEXT_HEADERS.action];
        const bodyRefusal = formPostRefusal(
          await parseMultipart(req.headers, body),
          Array.isArray(action) ? action[0] : action,
          routes.actions ?? { has: () => true, isDraftOnly: () => false },
          hasValidDraftCookie(req.headers.cookie, routes.previewModeId),
        );
        if (bodyRefusal) return refuse(bodyRefusal);
        replayBody(req, body);
        admit();
      });
    }

    function admit(): void {
      // With a live content source a listing page added after the build renders on demand (a page past the last is a
      // 404, never stored); with the embedded content only the prerendered pages exist.
      const listingUrl = listingFallbackUrl(req.url ?? '/', pathsAreOpen ? () => true : routes.isServable);
      if (listingUrl) req.url = listingUrl;
      const headers = req.headers;
      headers['x-forwarded-for'] = clientAddress(req.socket.remoteAddress, headers['x-forwarded-for'], trustedHops);
      for (const name of PER_REQUEST_RENDER_HEADERS) delete headers[name];
      delete headers[EDITING_HEADER];
      delete headers[SITE_PART_HEADER];
      delete headers[RELEASE_HEADER];
      // An HTML request is the same page whether or not the browser calls it a prefetch (RSC prefetches keep theirs).
      if (!headers.rsc) for (const name of PREFETCH_HEADERS) delete headers[name];

      if (hasValidDraftCookie(headers.cookie, routes.previewModeId)) {
        const carried = releaseToCarry({
          url: req.url ?? '/',
          method,
          host: headers.host,
          referer: headers.referer,
          isNavigation: headers['sec-fetch-mode'] === 'navigate' || headers.rsc === '1',
        });
        if (carried) {
          const moved = replies.moved(307, carried);
          return sendReply(res, method, {
            ...moved,
            headers: { ...moved.headers, 'Cache-Control': 'private, no-store' },
          });
        }
        const release = releaseOf(req.url ?? '/');
        if (release) headers[RELEASE_HEADER] = release;
        const policy = buildCsp({ nonce: randomBytes(16).toString('base64'), frameAncestors, extra: previewExtra });
        headers['content-security-policy'] = policy;
        const editing = editingModeOf(req.url ?? '/');
        if (editing) headers[EDITING_HEADER] = editing;
        const sitePart = editing ? sitePartOf(req.url ?? '/') : undefined;
        if (sitePart) headers[SITE_PART_HEADER] = sitePart;
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
      const path = req.url ?? '/';
      if (
        personalize &&
        (method === 'GET' || method === 'HEAD') &&
        hasContextCookie(headers.cookie) &&
        !isFileOrApiPath(path.split('?')[0] ?? '/')
      ) {
        personalize(path, headers).then(
          (route) => {
            if (route) {
              // Next's proxy makes the rewrite (proxy.ts), so the client router knows the address it asked for is
              // served by the variant page; rewritten here, it took every answer for another tree and fetched again.
              headers[VARIANT_URL_HEADER] = route.url;
              if (route.setCookie) res.appendHeader('Set-Cookie', route.setCookie);
            }
            attachHtmlPolicy(res, {
              policyForHtml,
              rewriteHtml: holdScripts,
              finishHead: route ? finishPersonalizedHead : applyCdnCacheControl,
            });
            next();
          },
          (error: unknown) => {
            console.error('personalization failed; the default page is served', error);
            attachHtmlPolicy(res, { policyForHtml, rewriteHtml: holdScripts, finishHead: applyCdnCacheControl });
            next();
          },
        );
        return;
      }
      attachHtmlPolicy(res, { policyForHtml, rewriteHtml: holdScripts, finishHead: applyCdnCacheControl });
      next();
    }
  };
}
