// Type only: the relay validates with zod, which must stay out of the browser bundle (its eval probe breaks the CSP).
import type { AnalyticsUpstream } from './analytics-relay';

export const ANALYTICS_RELAY_PATH = '/api/analytics';

/**
 * The integrations' settings, read from the environment by the server at request time and served to the browser by
 * `/api/integrations/config`, so one build can run with any of them on or off (NEXT_PUBLIC_* names are kept for
 * familiarity; they are never inlined into the bundle). Every integration is off when its variables are unset.
 * This is the one place that reads them: a component that read one while rendering would fix it at build time in
 * every prerendered page (tests/unit/integrations/runtime-env.test.ts).
 */
export interface IntegrationsConfig {
  /** Where the browser posts insights events: the site's own relay (lib/integrations/analytics-relay.ts). */
  analytics: { path: string } | null;
  gtmId: string | null;
  botCheck: { host: string; apiKey: string; tagHash: string } | null;
  /** A visit ends after this long without activity; session scores then clear. */
  visitLifespanMs: number;
  /** The SaidKey sent with every log line. */
  loggingKey: string;
  /** LaunchDarkly, which evaluates the site alert flag in the browser; `baseUrl` points the SDK at a relay. */
  launchDarkly: { clientId: string; baseUrl: string | null } | null;
  /** The form vendor's host: form embeds load `{formHost}/forms/js.php/{formName}`. */
  formHost: string | null;
}

export const DEFAULT_VISIT_LIFESPAN_MINUTES = 30;
export const DEFAULT_LOGGING_KEY = 'verdance-website';

export const OFF: IntegrationsConfig = {
  analytics: null,
  gtmId: null,
  botCheck: null,
  visitLifespanMs: DEFAULT_VISIT_LIFESPAN_MINUTES * 60_000,
  loggingKey: DEFAULT_LOGGING_KEY,
  launchDarkly: null,
  formHost: null,
};

function httpUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString().replace(/\/$/, '') : null;
  } catch {
    return null;
  }
}

/** The analytics collector and its bearer token: server side only, used by the relay. */
export function readAnalyticsUpstream(env: Record<string, string | undefined>): AnalyticsUpstream | null {
  const endpoint = httpUrl(env.NEXT_PUBLIC_ANALYTICS_ENDPOINT);
  if (!endpoint) return null;
  return env.NEXT_PUBLIC_ANALYTICS_TOKEN ? { endpoint, token: env.NEXT_PUBLIC_ANALYTICS_TOKEN } : { endpoint };
}

export function readIntegrationsConfig(env: Record<string, string | undefined>): IntegrationsConfig {
  const botHost = httpUrl(env.NEXT_PUBLIC_BOTCHECK_HOST);
  const gtmId = env.NEXT_PUBLIC_GTM_ID?.trim();
  const minutes = Number(env.NEXT_PUBLIC_VISIT_LIFESPAN_MINUTES);
  const launchDarklyId = env.NEXT_PUBLIC_LD_CLIENT_ID?.trim();
  return {
    analytics: readAnalyticsUpstream(env) ? { path: ANALYTICS_RELAY_PATH } : null,
    gtmId: gtmId && /^GTM-[A-Z0-9]{1,12}$/.test(gtmId) ? gtmId : null,
    botCheck:
      botHost && env.NEXT_PUBLIC_BOTCHECK_API_KEY
        ? { host: botHost, apiKey: env.NEXT_PUBLIC_BOTCHECK_API_KEY, tagHash: env.NEXT_PUBLIC_BOTCHECK_TAG_HASH ?? '' }
        : null,
    visitLifespanMs: (Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_VISIT_LIFESPAN_MINUTES) * 60_000,
    loggingKey: env.NEXT_PUBLIC_LOGGING_SAID_KEY?.slice(0, 64) || DEFAULT_LOGGING_KEY,
    launchDarkly: launchDarklyId ? { clientId: launchDarklyId, baseUrl: httpUrl(env.NEXT_PUBLIC_LD_BASE_URL) } : null,
    formHost: httpUrl(env.NEXT_PUBLIC_FORM_HOST),
  };
}

/** Origins the browser must reach for the configured integrations (added to the CSP by proxy.ts); analytics goes through the site. */
export function integrationOrigins(env: Record<string, string | undefined>): { connect: string[]; script: string[] } {
  const config = readIntegrationsConfig(env);
  const origin = (url: string) => new URL(url).origin;
  return {
    connect: config.botCheck ? [origin(config.botCheck.host)] : [],
    script: config.gtmId ? ['https://www.googletagmanager.com'] : [],
  };
}
