import { createHash } from 'node:crypto';

/**
 * Content-Security-Policy of the site, without 'unsafe-inline' or 'unsafe-eval' for scripts. Every cacheable HTML
 * response allows exactly the inline scripts it carries, by hash, computed from the body being sent
 * (lib/serve/html-policy.ts); only draft mode, which is never cached, uses a per-request nonce.
 */
export interface CspInput {
  /** `'sha256-…'` sources of the response's inline scripts. */
  scriptHashes?: readonly string[];
  /** A per-request nonce (draft mode only): with 'strict-dynamic', so scripts it loads may load others. */
  nonce?: string;
  /** Origins allowed to frame the page: only the canvas editor, and only in draft mode. */
  frameAncestors?: readonly string[];
  /** Extra origins per directive (third-party services configured in the environment). */
  extra?: CspExtraSources;
}

export type CspExtraSources = Partial<
  Record<'script-src' | 'connect-src' | 'frame-src' | 'img-src', readonly string[]>
>;

/** Third parties the widgets embed: Vimeo's player, Uniform's image CDN. */
const KNOWN = {
  'frame-src': ['https://player.vimeo.com'],
  'img-src': ['https://img.uniform.global', 'https://i.vimeocdn.com'],
} as const;

export function buildCsp(input: CspInput): string {
  const scripts = input.nonce
    ? ["'self'", `'nonce-${input.nonce}'`, "'strict-dynamic'"]
    : ["'self'", ...(input.scriptHashes ?? [])];
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

/** Policy for responses that are not pages (errors answered by the front door, JSON, files): nothing may run. */
export const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** `'sha256-…'` of every inline script a browser would execute: no src, a JavaScript type (JSON-LD never runs). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
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
