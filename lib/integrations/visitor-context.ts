import {
  Context,
  CookieTransitionDataStore,
  enableUniformInsights,
  type ContextPlugin,
  type ManifestV2,
} from '@uniformdev/context';
import type { IntegrationsConfig } from './config';

export { onVisitorContext, provideVisitorContext } from './visitor-context-bus';

/** Every place the visitor's data lives in the browser (docs/behaviour.md#numbers). */
export const VISITOR_STORAGE_KEYS = ['ufvisitor', 'ufin'] as const;
export const VISITOR_COOKIES = ['ufvd', 'ufvdqk'] as const;

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
    transitionStore: new CookieTransitionDataStore({ serverCookieValue: undefined, experimental_quirksEnabled: true }),
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
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  });
}
