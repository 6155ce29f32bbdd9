import defaults from './flag-defaults.json';

/** A feature flag as LaunchDarkly's evaluation endpoint returns it (docs/behaviour.md#content-model). */
export interface FlagEvaluation {
  value: unknown;
  variation?: number;
  version?: number;
  reason?: unknown;
  trackEvents?: boolean;
}

export const SITE_ALERT_FLAG = 'homsAlertBanner';

/** Flag values used when no LaunchDarkly client id is configured (lib/flags/flag-defaults.json). */
export function defaultFlagValue(key: string): unknown {
  return (defaults as Record<string, FlagEvaluation | undefined>)[key]?.value;
}

/**
 * The site-alert flag's value as banner text: a string is the message itself, `{message}` carries it, `true` uses
 * the fallback phrase; anything else (false, empty, null) means no alert.
 */
export function siteAlertMessage(value: unknown, fallback: string): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (value === true) return fallback;
  if (value && typeof value === 'object' && 'message' in value) {
    const message = (value as { message: unknown }).message;
    return typeof message === 'string' && message.trim() ? message.trim() : undefined;
  }
  return undefined;
}
