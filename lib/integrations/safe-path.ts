const BASE = 'http://site.invalid';
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** `/` alone, or `/` followed by anything but a second slash or a backslash (which a browser reads as a slash). */
const SINGLE_LEADING_SLASH = /^\/(?![/\\])/;

/** Path, query and hash of `value` as a browser resolves it against this site, or null when it names another origin. */
function normalise(value: string): string | null {
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * An internal path to redirect to (query and hash kept), or null, so the preview routes cannot be used as an open
 * redirect. Both the given value and its normalised form must start with exactly one `/`: dot segments (`/.//x`,
 * `/%2e%2e//x`, `/a/..//x`) collapse to `//x`, which a browser reads as another host. Backslashes and control
 * characters (a browser drops tabs and newlines, `/\t/x` is `//x`) are refused outright. The result is stable: a
 * browser normalising it again gets the same path.
 */
export function safeInternalPath(value: string | null | undefined): string | null {
  if (!value || CONTROL_CHARACTER.test(value) || value.includes('\\') || !SINGLE_LEADING_SLASH.test(value)) return null;
  const path = normalise(value);
  if (path === null || !SINGLE_LEADING_SLASH.test(path) || normalise(path) !== path) return null;
  return path;
}
