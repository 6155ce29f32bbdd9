const BASE = 'http://site.invalid';

/**
 * An internal path to redirect to, or null: only same-site paths starting with a single `/`, so the preview routes
 * cannot be used as an open redirect (`//evil.example`, `/\evil.example`, `https://…` are all refused).
 */
export function safeInternalPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (/[\u0000-\u001f]/.test(value)) return null;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
