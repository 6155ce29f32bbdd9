import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from '../http/security-headers';
import type { BuildRoutes } from './build-routes';
import { applyCdnCacheControl } from './cdn-cache';
import { clientAddress, readTrustedHops } from '../http/client-address';
import { buildCsp, inlineScriptHashes } from '../csp/policy';
import { canvasHosts, cspExtraSources, previewCspSources } from '../csp/sources';
import { DRAFT_COOKIE, hasValidDraftCookie, withoutDraftCookies } from '../http/draft-cookie';
import { EDITING_HEADER, editingModeOf, SITE_PART_HEADER, sitePartOf } from '../editing/request-mode';
import { RELEASE_HEADER, releaseOf, releaseToCarry } from '../http/preview-release';
import { attachHtmlPolicy } from './html-policy';
import { appendVary, hasRepeatedHost, namesVariantPage, replies, sendReply, type Reply } from './front-door-replies';
import { readSiteOrigins, refusePost } from './post-guard';
import { formPostRefusal, parseMultipart, readWholeBody, replayBody } from './action-body';
import { ACTION_BODY_LIMIT, NEXT_HEADERS } from './next-private';
import { HELPER_HEADERS, HELPER_PATH } from '../editing/helper-limits';
import { guardRequest } from './request-guard';
import { createUnknownAddressCheck } from '../content/unknown-address';

type Env = Record<string, string | undefined>;

export interface FrontDoorOptions {
  routes: BuildRoutes;
  env: Env;
  /** Whether a path is a redirect's source: proxy.ts answers it, so with the embedded content it is no unknown path. */
  isRedirectSource?: (path: string) => boolean;
}

/** Policies of the HTML bodies sent so far, by ETag (Next's hash of the body): a cached page is hashed once. */
const POLICY_MEMO_SIZE = 2_000;
/** Request headers that would change how Next renders an HTML page for everyone (nonce) or skip work meant for all. */
const PER_REQUEST_RENDER_HEADERS = [
  'content-security-policy',
  'content-security-policy-report-only',
  'x-real-ip',
  EDITING_HEADER,
  SITE_PART_HEADER,
  RELEASE_HEADER,
];
const PREFETCH_HEADERS = ['purpose', 'sec-purpose', NEXT_HEADERS.prefetch];

/** A memo of at most `size` entries, the oldest dropped first. */
function memo<T>(size: number) {
  const entries = new Map<string, T>();
  return (key: string | undefined, compute: () => T): T => {
    const known = key === undefined ? undefined : entries.get(key);
    if (known !== undefined) return known;
    const value = compute();
    if (key !== undefined && value !== undefined) {
      entries.set(key, value);
      if (entries.size > size) entries.delete(entries.keys().next().value as string);
    }
    return value;
  };
}

/**
 * What the site does to a request before Next sees it, and to a response after, where Next cannot (see
 * docs/security.md): before, the requests Next would turn into a 500 or a new cache entry are answered (methods,
 * spellings, unknown paths with the built not-found page, form bodies, the editing helper's pass, draft mode only by a
 * valid cookie, a preview's release); after, each HTML body gets the Content-Security-Policy of its own scripts and
 * the headers of the shared caches. The routing decisions (redirects, personalization, listing pages) are proxy.ts's.
 * Nothing about one request can reach a page cached for the next.
 */
export function createFrontDoor({ routes, env, isRedirectSource = () => false }: FrontDoorOptions) {
  const extra = cspExtraSources(env);
  const previewExtra = previewCspSources(env);
  const frameAncestors = ["'self'", ...canvasHosts(env)];
  const trustedHops = readTrustedHops(env.TRUSTED_PROXY_HOPS);
  const pathsAreOpen = Boolean(env.UNIFORM_API_KEY && env.UNIFORM_PROJECT_ID);
  const isServable = pathsAreOpen ? undefined : (path: string) => routes.isServable(path) || isRedirectSource(path);
  const siteOrigins = readSiteOrigins(env.SITE_ORIGINS);
  const previewsOn = Boolean(env.UNIFORM_PREVIEW_SECRET);
  const notFoundHtml = routes.notFoundHtml;
  const notFound = replies.notFound(notFoundHtml, buildCsp({ scriptHashes: inlineScriptHashes(notFoundHtml), extra }));
  const policies = memo<string | undefined>(POLICY_MEMO_SIZE);
  const isDraft = (req: IncomingMessage) => hasValidDraftCookie(req.headers.cookie, routes.previewModeId);
  // Reading Uniform at run time every path reaches Next: one surely no page (the route index) gets the built 404.
  const isUnknownAddress = createUnknownAddressCheck(env, routes.isServable);

  function refuse(req: IncomingMessage, refusal: { status: number; reason: string }): Reply {
    console.warn(
      `front door: ${refusal.status} ${req.method} ${JSON.stringify((req.url ?? '').slice(0, 200))} (${refusal.reason})`,
    );
    return replies.refused(refusal.status, refusal.reason);
  }

  /** Step 1: what the door answers itself from the request line and headers, or undefined to go on. */
  function answerBeforeNext(req: IncomingMessage, isFormPost: boolean): Reply | undefined {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    if (hasRepeatedHost(req.rawHeaders)) return replies.badRequest();
    const decision = guardRequest({
      method,
      url,
      isServable,
      isApiRoute: routes.isApiRoute,
      isStaticFile: routes.isStaticFile,
      isFormPost,
      range: req.headers['if-range'] === undefined ? req.headers.range : undefined,
      staticFileSize: routes.staticFileSize,
    });
    switch (decision.kind) {
      case 'range-not-satisfiable': {
        const reply = refuse(req, { status: 416, reason: 'range not satisfiable' });
        return { ...reply, headers: { ...reply.headers, 'Content-Range': `bytes */${decision.size}` } };
      }
      case 'method-not-allowed':
        return replies.methodNotAllowed(decision.allow);
      case 'redirect':
        return replies.moved(308, decision.location);
      case 'bad-request':
        return replies.badRequest();
      case 'not-found':
        if (decision.reason)
          console.warn(`front door: 404 ${method} ${JSON.stringify(url.slice(0, 200))} (${decision.reason})`);
        return notFound;
    }
    if (namesVariantPage(url)) return notFound;
    const path = url.split('?')[0] ?? '/';
    const refusal = refusePost(req.headers, isFormPost, siteOrigins, path);
    if (refusal) return refuse(req, refusal);
    // The editing helper answers only a pass or draft mode (the route checks both): without either, nothing is read.
    if (previewsOn && path === HELPER_PATH && method === 'POST' && !req.headers[HELPER_HEADERS.pass] && !isDraft(req)) {
      return refuse(req, { status: 401, reason: 'no editing pass' });
    }
    return undefined;
  }

  /**
   * Step 2: a form post's body, read here (at most Next's limit, its length already checked) and checked as Next will
   * decode it; what Next would throw on is refused, the rest handed to Next unchanged (action-body.ts).
   */
  async function answerFormBody(req: IncomingMessage): Promise<Reply | undefined> {
    const body = await readWholeBody(req, ACTION_BODY_LIMIT);
    if (!body) return refuse(req, { status: 413, reason: 'body too large' });
    const action = req.headers[NEXT_HEADERS.action];
    const refusal = formPostRefusal(
      await parseMultipart(req.headers, body),
      Array.isArray(action) ? action[0] : action,
      routes.actions ?? { has: () => true, isDraftOnly: () => false },
      isDraft(req),
    );
    if (refusal) return refuse(req, refusal);
    replayBody(req, body);
    return undefined;
  }

  /** Step 3: the headers Next reads, cleared of anything a client may not choose for a page cached for everyone. */
  function cleanHeaders(req: IncomingMessage): void {
    const headers = req.headers;
    headers['x-forwarded-for'] = clientAddress(req.socket.remoteAddress, headers['x-forwarded-for'], trustedHops);
    for (const name of PER_REQUEST_RENDER_HEADERS) delete headers[name];
    // An HTML request is the same page whether or not the browser calls it a prefetch (RSC prefetches keep theirs).
    if (!headers[NEXT_HEADERS.rsc]) for (const name of PREFETCH_HEADERS) delete headers[name];
    if (!isDraft(req) && headers.cookie?.includes(DRAFT_COOKIE)) {
      const cookie = withoutDraftCookies(headers.cookie);
      if (cookie) headers.cookie = cookie;
      else delete headers.cookie;
    }
  }

  /** Step 4, draft mode: the release carried to a new tab, the preview's nonce policy, the editor's headers. */
  function enterDraft(req: IncomingMessage, res: ServerResponse): Reply | undefined {
    const { headers } = req;
    const url = req.url ?? '/';
    const carried = releaseToCarry({
      url,
      method: req.method ?? 'GET',
      host: headers.host,
      referer: headers.referer,
      isNavigation: headers['sec-fetch-mode'] === 'navigate' || headers[NEXT_HEADERS.rsc] === '1',
    });
    if (carried) {
      const moved = replies.moved(307, carried);
      return { ...moved, headers: { ...moved.headers, 'Cache-Control': 'private, no-store' } };
    }
    const release = releaseOf(url);
    if (release) headers[RELEASE_HEADER] = release;
    const policy = buildCsp({ nonce: randomBytes(16).toString('base64'), frameAncestors, extra: previewExtra });
    headers['content-security-policy'] = policy;
    const editing = editingModeOf(url);
    if (editing) headers[EDITING_HEADER] = editing;
    const sitePart = editing ? sitePartOf(url) : undefined;
    if (sitePart) headers[SITE_PART_HEADER] = sitePart;
    res.setHeader('Content-Security-Policy', policy);
    attachHtmlPolicy(res, {
      policyForHtml: () => undefined,
      finishHead: (response) => {
        response.setHeader('Cache-Control', 'private, no-store');
        appendVary(response, 'Cookie');
      },
    });
    return undefined;
  }

  /** Step 5, after Next: the policy of each HTML body's own scripts, the shared caches' headers. */
  function filterResponse(res: ServerResponse): void {
    attachHtmlPolicy(res, {
      policyForHtml: (readHtml, etag) =>
        policies(etag, () => {
          const html = readHtml();
          // HEAD and 304 answers have no body to hash; the stored page keeps the policy it came with.
          return html ? buildCsp({ scriptHashes: inlineScriptHashes(html), extra }) : undefined;
        }),
      finishHead: (response) => {
        applyCdnCacheControl(response);
        // A private answer (a visitor's personalized page, proxy.ts) is this visitor's own: it depends on the cookie.
        if (/^\s*private\b/i.test(String(response.getHeader('cache-control') ?? ''))) appendVary(response, 'Cookie');
      },
    });
  }

  return function frontDoor(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    const method = req.method ?? 'GET';
    for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
    const isFormPost =
      method === 'POST' &&
      (Boolean(req.headers[NEXT_HEADERS.action]) || /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? ''));
    const send = (reply: Reply) => sendReply(res, method, reply);

    const early = answerBeforeNext(req, isFormPost);
    if (early) return send(early);
    const bodyChecked = isFormPost ? answerFormBody(req) : undefined;
    if (bodyChecked) void bodyChecked.then((reply) => (reply ? send(reply) : admit()));
    else if (isUnknownAddress && (method === 'GET' || method === 'HEAD') && !isDraft(req)) {
      isUnknownAddress((req.url ?? '/').split('?')[0] ?? '/').then(
        (unknown) => (unknown ? send(notFound) : admit()),
        () => admit(),
      );
    } else admit();

    function admit(): void {
      cleanHeaders(req);
      const draftReply = isDraft(req) ? enterDraft(req, res) : (filterResponse(res), undefined);
      if (draftReply) return send(draftReply);
      next();
    }
  };
}
