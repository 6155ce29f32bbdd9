import { BOT_REDIRECT_CODES } from '../constants';

/** The bot-check service's answer (docs/behaviour.md#content-model); only the fields the site acts on are typed strictly. */
export interface BotCheckResponse {
  success?: boolean;
  version?: string;
  isInvalid?: boolean;
  threatTypeCode?: number;
  requestId?: string;
  userValidation?: unknown;
  setCookie?: string;
  errors?: unknown;
}

const LOCALE_PREFIX = /^\/[a-z]{2}(?:-[a-z]{2})?(?=\/|$)/i;

/** `/en-us/access-check` ─► `/access-check`; a path without a locale prefix is returned as is (always with a leading slash). */
export function stripLocalePrefix(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.replace(LOCALE_PREFIX, '') || '/';
}

function samePath(a: string, b: string): boolean {
  const normalize = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';
  return normalize(a) === normalize(b);
}

/**
 * What the page does with a bot-check answer (docs/behaviour.md#personalization-consent-and-flags): the path to redirect to when the threat code is one of the
 * redirect codes and the visitor is not already there, otherwise null.
 */
export function botCheckRedirect(input: {
  threatTypeCode: unknown;
  currentPath: string;
  redirectAddress: string | undefined;
}): string | null {
  const code = Number(input.threatTypeCode);
  if (!input.redirectAddress || !Number.isInteger(code)) return null;
  if (!(BOT_REDIRECT_CODES as readonly number[]).includes(code)) return null;
  const target = stripLocalePrefix(input.redirectAddress);
  if (samePath(stripLocalePrefix(input.currentPath), target)) return null;
  return target;
}

/** The enrollment call of docs/behaviour.md#outside-services: GET {host}/api/v1/cheq/Enrollment?ApiKey&TagHash&Method=GET&Referer. */
export function botCheckUrl(config: { host: string; apiKey: string; tagHash: string }, referer: string): string {
  const url = new URL('/api/v1/cheq/Enrollment', config.host);
  url.searchParams.set('ApiKey', config.apiKey);
  url.searchParams.set('TagHash', config.tagHash);
  url.searchParams.set('Method', 'GET');
  url.searchParams.set('Referer', referer);
  return url.toString();
}
