/**
 * Content-Security-Policy for the site. Prerendered pages allow their own inline scripts by hash (computed after the
 * build by scripts/csp-hashes.mjs); responses rendered later carry a nonce, which Next applies to its scripts.
 * No form allows 'unsafe-inline' or 'unsafe-eval' for scripts.
 */
export interface CspInput {
  /** `'sha256-…'` sources of a prerendered page's inline scripts. */
  scriptHashes?: readonly string[];
  /** A per-request nonce (never-cached responses): with 'strict-dynamic', so scripts it loads may load others. */
  nonce?: string;
  /** A nonce fixed per path and build, for renders that Next caches after the build (see proxy.ts). */
  pathNonce?: string;
  /** Origins allowed to frame the page: only the canvas editor, and only in preview. */
  frameAncestors?: readonly string[];
  /** Extra origins per directive (third-party services configured in the environment). */
  extra?: Partial<Record<'script-src' | 'connect-src' | 'frame-src' | 'img-src', readonly string[]>>;
}

/** Third parties the widgets embed: Vimeo's player, Uniform's image CDN. */
const KNOWN = {
  'frame-src': ['https://player.vimeo.com'],
  'img-src': ['https://img.uniform.global', 'https://i.vimeocdn.com'],
} as const;

export function buildCsp(input: CspInput): string {
  const scripts = input.nonce
    ? ["'self'", `'nonce-${input.nonce}'`, "'strict-dynamic'"]
    : ["'self'", ...(input.pathNonce ? [`'nonce-${input.pathNonce}'`] : []), ...(input.scriptHashes ?? [])];
  const extra = input.extra ?? {};
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', [...scripts, ...(extra['script-src'] ?? [])]],
    // Inline style attributes (next/image, Bootstrap transitions) and emotion's runtime <style> need this; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...KNOWN['img-src'], ...(extra['img-src'] ?? [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(extra['connect-src'] ?? [])]],
    ['frame-src', ["'self'", ...KNOWN['frame-src'], ...(extra['frame-src'] ?? [])]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', input.frameAncestors?.length ? input.frameAncestors : ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** The origin of a URL, or nothing for an unset or malformed value. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** Space-separated origins from an environment variable (e.g. CSP_CONNECT_SRC). */
export function originsFrom(value: string | undefined): string[] {
  return (value ?? '').split(/\s+/).flatMap((item) => originOf(item) ?? []);
}
