import { createHash } from 'node:crypto';
import { readCookie } from '../http/cookies';
import { readTrustedHops } from '../http/client-address';
import {
  Context,
  CookieTransitionDataStore,
  serializeCookie,
  UNIFORM_DEFAULT_COOKIE_NAME,
  UNIFORM_DEFAULT_QUIRK_COOKIE_NAME,
  type ManifestV2,
  type Quirks,
} from '@uniformdev/context';
import { evaluateKey, VARIANT_SEGMENT, type DecisionPoint } from './evaluate';

export interface PagePoints {
  manifest: ManifestV2;
  points: DecisionPoint[];
}

/**
 * The headers a trusted proxy or CDN sets with the visitor's country and region (GEO_QUIRK_HEADERS: `country[,region]`,
 * e.g. `cloudfront-viewer-country,cloudfront-viewer-country-region`). Read only behind a proxy of our own
 * (TRUSTED_PROXY_HOPS > 0), which overwrites them; anything else is a visitor choosing its own quirks.
 */
export function readGeoHeaders(env: Record<string, string | undefined>): { country?: string; region?: string } {
  if (readTrustedHops(env.TRUSTED_PROXY_HOPS) === 0) return {};
  const [country, region] = (env.GEO_QUIRK_HEADERS ?? '').split(',').map((name) => name.trim().toLowerCase());
  return { ...(country ? { country } : {}), ...(region ? { region } : {}) };
}

/** How long a page's decision points are used before they are asked for again (in the background). */
const POINTS_FRESH_MS = 10_000;
const POINTS_MEMO_SIZE = 1_000;
/**
 * Results kept by page and Context: the same cookies and quirks on the same decision points always give the same key,
 * unless evaluating them rolled a dice (a test assignment, a control group), which is never kept. Building Uniform's
 * Context costs more than the rest of routing a cached page's request, and returning visitors of one
 * segment send the same cookie. Kept under a hash of the inputs, so a long cookie costs no more memory than a short one.
 */
const RESULT_MEMO_SIZE = 5_000;
/**
 * A browser keeps at most 4,096 bytes of one cookie (name and value): a longer Context cookie was not written by
 * Uniform's Context in a browser, and gets the default page without being evaluated.
 */
const CONTEXT_COOKIE_MAX_CHARS = 4_096;

/** A visitor who consented has a Context cookie; without one the page is everyone's default page. */
export function hasContextCookie(cookieHeader: string | undefined): boolean {
  return Boolean(readCookie(cookieHeader, UNIFORM_DEFAULT_COOKIE_NAME));
}

export function quirksFromHeaders(
  headers: Record<string, string | string[] | undefined>,
  geoHeaders: { country?: string; region?: string },
): Quirks {
  const quirks: Quirks = {};
  for (const [quirk, name] of Object.entries(geoHeaders)) {
    const value = headers[name];
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    // Country and region codes only: anything else is not a CDN's header.
    if (text && /^[A-Za-z0-9-]{1,16}$/.test(text)) quirks[quirk] = text.toUpperCase();
  }
  return quirks;
}

/** Over https as far as a trusted proxy says (X-Forwarded-Proto); a direct request is plain http (`server.ts`). */
function reachedOverHttps(headers: Record<string, string | string[] | undefined>, trustedHops: number): boolean {
  if (trustedHops === 0) return false;
  const value = headers['x-forwarded-proto'];
  const first = (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

export interface PersonalizedRoute {
  /** The internal address of the page rendered for this evaluation result. */
  url: string;
  /** The Context cookie with a test assignment made by this request, so it is sticky from the first page. */
  setCookie?: string;
}

/**
 * Evaluates a consenting visitor's Context (cookies `ufvd` and `ufvdqk`, quirks from the CDN's headers) against the
 * page's decision points with Uniform's own Context, before the first byte, and names the prerendered page for the
 * result: `/_pz/<key>/<path>`. `loadPoints` reads a page's points (page-points.ts); they are kept per path and refreshed in
 * the background after POINTS_FRESH_MS, so a webhook's change reaches the evaluation within seconds. `env` gives
 * TRUSTED_PROXY_HOPS and GEO_QUIRK_HEADERS (readGeoHeaders).
 */
export function createPersonalization(
  loadPoints: (path: string) => Promise<PagePoints | undefined>,
  env: Record<string, string | undefined> = {},
) {
  const trustedHops = readTrustedHops(env.TRUSTED_PROXY_HOPS);
  const geoHeaders = readGeoHeaders(env);
  const memo = new Map<string, { value: PagePoints | undefined; at: number }>();
  const loading = new Map<string, Promise<PagePoints | undefined>>();
  const results = new Map<string, { page: PagePoints; key: string }>();

  function remember(input: string, page: PagePoints, key: string): void {
    results.delete(input);
    results.set(input, { page, key });
    if (results.size > RESULT_MEMO_SIZE) results.delete(results.keys().next().value as string);
  }

  function load(path: string): Promise<PagePoints | undefined> {
    const pending = loading.get(path);
    if (pending) return pending;
    const request = loadPoints(path)
      .catch((error: unknown) => {
        console.error(`personalization: no decision points for ${path}`, error);
        return undefined;
      })
      .then((value) => {
        memo.delete(path);
        memo.set(path, { value, at: Date.now() });
        if (memo.size > POINTS_MEMO_SIZE) memo.delete(memo.keys().next().value as string);
        return value;
      })
      .finally(() => loading.delete(path));
    loading.set(path, request);
    return request;
  }

  async function pointsFor(path: string): Promise<PagePoints | undefined> {
    const known = memo.get(path);
    if (!known) return load(path);
    if (Date.now() - known.at > POINTS_FRESH_MS) void load(path);
    return known.value;
  }

  return async function route(
    url: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PersonalizedRoute | undefined> {
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const page = await pointsFor(path);
    if (!page?.points.length) return undefined;
    const cookieHeader = Array.isArray(headers.cookie) ? headers.cookie.join('; ') : headers.cookie;
    const visitorData = readCookie(cookieHeader, UNIFORM_DEFAULT_COOKIE_NAME);
    const quirkData = readCookie(cookieHeader, UNIFORM_DEFAULT_QUIRK_COOKIE_NAME);
    if ((visitorData?.length ?? 0) + (quirkData?.length ?? 0) > CONTEXT_COOKIE_MAX_CHARS) return undefined;
    const quirks = quirksFromHeaders(headers, geoHeaders);
    const input = createHash('sha256')
      .update(JSON.stringify([path, visitorData, quirkData, quirks]))
      .digest('base64url');
    const variantUrl = (key: string) =>
      `/${VARIANT_SEGMENT}/${key}${path === '/' ? '' : path}${queryAt < 0 ? '' : url.slice(queryAt)}`;
    // Only a result of these very points: they are reloaded after a content change.
    const known = results.get(input);
    if (known?.page === page) return { url: variantUrl(known.key) };

    const context = new Context({
      manifest: page.manifest,
      defaultConsent: true,
      transitionStore: new CookieTransitionDataStore({
        serverCookieValue: visitorData,
        quirkCookieValue: quirkData,
        experimental_quirksEnabled: true,
      }),
    });
    if (Object.keys(quirks).length) await context.update({ quirks });
    const dataBefore = serializeCookie(context.storage.data);
    const testsBefore = JSON.stringify(context.storage.data.tests);
    const key = evaluateKey(page.points, context);
    const assigned = JSON.stringify(context.storage.data.tests) !== testsBefore;
    if (serializeCookie(context.storage.data) === dataBefore) remember(input, page, key);
    return {
      url: variantUrl(key),
      ...(assigned
        ? {
            setCookie:
              `${UNIFORM_DEFAULT_COOKIE_NAME}=${encodeURIComponent(serializeCookie(context.storage.data))}; Path=/; ` +
              `SameSite=Lax${reachedOverHttps(headers, trustedHops) ? '; Secure' : ''}`,
          }
        : {}),
    };
  };
}
