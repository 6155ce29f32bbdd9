import { integrationOrigins } from '../integrations/config';
import { allowedScriptHosts } from '../widgets/script-embed';
import { originOf, originsFrom, type CspExtraSources } from './policy';

type Env = Record<string, string | undefined>;

/** LaunchDarkly's client hosts, used when the flag client is configured without a relay of its own. */
const LAUNCHDARKLY_HOSTS =
  'https://clientsdk.launchdarkly.com https://events.launchdarkly.com https://clientstream.launchdarkly.com';

/** Outside origins the configured integrations need, per directive; nothing when they are all off. */
export function cspExtraSources(env: Env): CspExtraSources {
  const integrations = integrationOrigins(env);
  const launchDarkly = env.NEXT_PUBLIC_LD_CLIENT_ID ? (env.NEXT_PUBLIC_LD_BASE_URL ?? LAUNCHDARKLY_HOSTS) : '';
  return {
    // Hosts a scriptEmbed may load from (lib/widgets/script-embed.ts) must be allowed to run, too.
    'script-src': [
      ...originsFrom(`${env.CSP_SCRIPT_SRC ?? ''} ${env.NEXT_PUBLIC_FORM_HOST ?? ''}`),
      ...integrations.script,
      ...allowedScriptHosts(env.SCRIPT_EMBED_HOSTS).map((host) => `https://${host}`),
    ],
    'connect-src': [...originsFrom(`${env.CSP_CONNECT_SRC ?? ''} ${launchDarkly}`), ...integrations.connect],
    'frame-src': originsFrom(env.CSP_FRAME_SRC),
    'img-src': originsFrom(env.CSP_IMG_SRC),
  };
}

/** Who may frame the site in draft mode: the Uniform canvas (UNIFORM_CANVAS_ORIGIN for a self-hosted or test editor). */
export function canvasOrigin(env: Env): string {
  return originOf(env.UNIFORM_CANVAS_ORIGIN) ?? 'https://uniform.app';
}

/**
 * The hosts the SDK accepts as the canvas when it reads the frame's referrer (`isAllowedReferrer` in
 * @uniformdev/canvas: uniform.app, uniform.wtf and their subdomains), with the configured editor first.
 */
export function canvasHosts(env: Env): string[] {
  const sdkHosts = ['https://uniform.app', 'https://*.uniform.app', 'https://uniform.wtf', 'https://*.uniform.wtf'];
  return [...new Set([canvasOrigin(env), ...sdkHosts])];
}

/**
 * The sources of draft-mode (canvas preview) responses only: the integrations' and the canvas editor's origin, from
 * which the SDK's contextual-editing embed script loads (`<editor>/files/canvas-in-context-embed/index.js`) and talks
 * back to the editor.
 */
export function previewCspSources(env: Env): CspExtraSources {
  const extra = cspExtraSources(env);
  const canvas = canvasHosts(env);
  return {
    ...extra,
    'script-src': [...(extra['script-src'] ?? []), ...canvas],
    // An editing helper on another origin (UNIFORM_EDITING_HELPER_URL) is posted to from the page.
    'connect-src': [...(extra['connect-src'] ?? []), ...canvas, ...originsFrom(env.UNIFORM_EDITING_HELPER_URL)],
    'img-src': [...(extra['img-src'] ?? []), ...canvas],
  };
}
