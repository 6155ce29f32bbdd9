import {
  Context,
  CookieTransitionDataStore,
  enableUniformInsights,
  parseScoreCookie,
  UNIFORM_DEFAULT_COOKIE_NAME,
  UNIFORM_DEFAULT_QUIRK_COOKIE_NAME,
  type ContextPlugin,
  type ManifestV2,
} from '@uniformdev/context';
import { VISITOR_COOKIES, VISITOR_STORAGE_KEYS } from '../constants';
import { readCookie } from '../http/cookies';
import { hasStoredVisitorData } from './stored-visitor';
import type { IntegrationsConfig } from './config';

export { onVisitorContext, provideVisitorContext } from './visitor-context-bus';

/** Every place the visitor's data lives in the browser (docs/behaviour.md#numbers). */
export { VISITOR_COOKIES, VISITOR_STORAGE_KEYS };

/**
 * The Context cookie's data for a browser that kept the cookie but lost its stored visitor (site data partly
 * cleared): the front door personalized the page from the cookie, so the browser starts from it too, as the SDK's
 * server-side store does, instead of putting the default variant back after load. A stored visitor always wins: it
 * knows when the visit expired, the cookie does not.
 */
function visitorFromCookie() {
  if (typeof document === 'undefined' || hasStoredVisitorData()) return undefined;
  return parseScoreCookie(
    readCookie(document.cookie, UNIFORM_DEFAULT_COOKIE_NAME),
    readCookie(document.cookie, UNIFORM_DEFAULT_QUIRK_COOKIE_NAME),
  );
}

function overHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** The SDK's cookie store starting from `data` (its own reads the cookie on a server only); the visitor store reads it once. */
class CookieStoreFrom extends CookieTransitionDataStore {
  constructor(data: ReturnType<typeof parseScoreCookie>) {
    super({
      serverCookieValue: undefined,
      experimental_quirksEnabled: true,
      // The SDK's default is SameSite=Lax alone; Secure over https (plain http://localhost keeps working).
      cookieAttributes: { sameSite: 'lax', secure: overHttps() },
    });
    if (data) this.signalAsyncDataUpdate(data);
  }
}

/**
 * The visitor's Uniform Context, built from the content source's manifest (content/signal and content/test, or
 * Uniform's /api/v2/manifest). Nothing is stored before the
 * visitor consents (defaultConsent false: data stays in memory); analytics events go out only after consent.
 */
export function createVisitorContext(config: IntegrationsConfig, manifest: ManifestV2): Context {
  const plugins: ContextPlugin[] = config.analytics
    ? [enableUniformInsights({ endpoint: { type: 'proxy', path: config.analytics.path } })]
    : [];
  return new Context({
    manifest,
    defaultConsent: false,
    visitLifespan: config.visitLifespanMs,
    transitionStore: new CookieStoreFrom(visitorFromCookie()),
    plugins,
  });
}

export async function grantConsent(context: Context) {
  await context.storage.updateData([{ type: 'consent', data: true }]);
}

/** Withdraws consent and deletes every stored trace of the visitor (docs/behaviour.md#personalization-consent-and-flags). */
export async function withdrawConsent(context: Context) {
  await context.storage.updateData([{ type: 'consent', data: false }]);
  VISITOR_STORAGE_KEYS.forEach((key) => window.localStorage.removeItem(key));
  VISITOR_COOKIES.forEach((name) => {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${overHttps() ? '; Secure' : ''}`;
  });
}
