import { safeInternalPath } from '../integrations/safe-path';

export const DEFAULT_THANKS = '/contact-us/thank-you';
/** A page path of the site: lowercase segments, no query or hash (the reference is appended as `?ref=`). */
const PAGE_PATH = /^\/[a-z0-9-]+(?:\/[a-z0-9-]+){0,9}$/;

/**
 * The thank-you page a form post redirects to, from the form's hidden `thanks` field, which the client controls: the
 * value resolved through safeInternalPath (so `//host`, `/\host` and `/%2e%2e//host` cannot name another site), and
 * only when it is a plain page path; anything else is the default thank-you page.
 */
export function thanksPath(value: FormDataEntryValue | null): string {
  const path = typeof value === 'string' ? safeInternalPath(value) : null;
  return path !== null && path === value && PAGE_PATH.test(path) ? path : DEFAULT_THANKS;
}
