import { VISITOR_COOKIES, VISITOR_STORAGE_KEYS } from '../constants';
import { readCookie } from '../http/cookies';

/** Whether this browser keeps a visitor's Context data: stored only after the visitor consented (defaultConsent false). */
export function hasStoredVisitor(): boolean {
  return hasStoredVisitorData() || Boolean(readCookie(document.cookie, VISITOR_COOKIES[0]));
}

/** The Context's stored visitor (local storage), which knows when the visit expired. */
export function hasStoredVisitorData(): boolean {
  try {
    return window.localStorage.getItem(VISITOR_STORAGE_KEYS[0]) !== null;
  } catch {
    return false;
  }
}
