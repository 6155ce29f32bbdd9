import { NEXT_DRAFT_COOKIES } from '../serve/next-private';

/** Next's draft-mode cookie; the request is in draft mode only when its value is the build's previewModeId. */
export const DRAFT_COOKIE = NEXT_DRAFT_COOKIES.bypass;
const PREVIEW_DATA_COOKIE = NEXT_DRAFT_COOKIES.previewData;

function cookiePairs(header: string | undefined): { name: string; raw: string; value: string }[] {
  return (header ?? '')
    .split(';')
    .map((raw) => raw.trim())
    .filter(Boolean)
    .map((raw) => {
      const equals = raw.indexOf('=');
      return {
        name: equals === -1 ? raw : raw.slice(0, equals).trim(),
        raw,
        value: equals === -1 ? '' : raw.slice(equals + 1).trim(),
      };
    });
}

/** Next's own check: the draft cookie's value equals the build's previewModeId (presence alone means nothing). */
export function hasValidDraftCookie(header: string | undefined, previewModeId: string): boolean {
  return cookiePairs(header).some((pair) => pair.name === DRAFT_COOKIE && pair.value === previewModeId);
}

/** The cookie header without forged draft cookies, or undefined when nothing is left. */
export function withoutDraftCookies(header: string | undefined): string | undefined {
  const kept = cookiePairs(header).filter((pair) => pair.name !== DRAFT_COOKIE && pair.name !== PREVIEW_DATA_COOKIE);
  return kept.length ? kept.map((pair) => pair.raw).join('; ') : undefined;
}
