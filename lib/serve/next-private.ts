import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';

/**
 * The private details of Next the front door relies on, all in one place (tests/unit/serve-next-private.test.ts fails
 * on an upgrade that changes them).
 */

/** The largest server-action body Next accepts (`serverActions.bodySizeLimit`, which next.config.ts leaves at 1 MB). */
export const ACTION_BODY_LIMIT = 1024 * 1024;

/**
 * Whether Next can read a `Next-Router-State-Tree` header, checked with Next's own parser: one it cannot read makes
 * the render throw (a bare 500) instead of answering 400.
 */
export function isReadableRouterState(value: string | string[] | undefined): boolean {
  try {
    parseAndValidateFlightRouterState(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The host Next compares a server action's Origin with: the first `X-Forwarded-Host`, else `Host` (Next's
 * action-handler `parseHostHeader`). A different Origin host makes Next throw (a bare 500) instead of answering 403.
 */
export function actionHost(forwardedHost: string | string[] | undefined, host: string | undefined): string | undefined {
  const forwarded = Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost?.split(',')[0]?.trim();
  return forwarded || host;
}
