import { USER_ID_COOKIE } from '../constants';

/** Stands in for '&' inside InboundURL so the form vendor does not read it as its own query separator. */
export const INBOUND_AMPERSAND = '[AMP]';

/** InboundURL: the page's host plus path (and query), every '&' replaced by the placeholder. */
export function inboundUrl(location: { host: string; pathname: string; search?: string }): string {
  return `${location.host}${location.pathname}${location.search ?? ''}`.split('&').join(INBOUND_AMPERSAND);
}

/** The vendor script address: {host}/forms/js.php/{formName}?InboundURL=...&HMUUID=... (docs/behaviour.md#outside-services). */
export function formScriptUrl(
  formHost: string,
  formName: string,
  location: { host: string; pathname: string; search?: string },
  visitorId: string,
): string {
  const url = new URL(`/forms/js.php/${encodeURIComponent(formName)}`, formHost);
  url.searchParams.set('InboundURL', inboundUrl(location));
  url.searchParams.set('HMUUID', visitorId);
  return url.toString();
}

/** The HM_UUID cookie of docs/behaviour.md#numbers: path /, 525600 minutes, SameSite Lax, Secure. */
export function visitorIdCookie(id: string): string {
  const { name, path, maxAgeMinutes, sameSite } = USER_ID_COOKIE;
  return `${name}=${encodeURIComponent(id)}; Path=${path}; Max-Age=${maxAgeMinutes * 60}; SameSite=${sameSite}; Secure`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The document the form script runs in: its own iframe, where document.write is allowed to build the form. */
export function formFrameDocument(scriptUrl: string, title: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeAttribute(title)}</title><base target="_top">`,
    '<style>body{margin:0;font-family:system-ui,sans-serif;color:#1d2521}</style>',
    `</head><body><script src="${escapeAttribute(scriptUrl)}"></script></body></html>`,
  ].join('');
}
