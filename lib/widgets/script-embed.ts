import { settings } from '../settings';

/**
 * Which scripts a scriptEmbed component may load. Same-origin paths ("/embeds/x.js") are always allowed; other
 * scripts only over https from a host named in SCRIPT_EMBED_HOSTS (comma-separated host names, exact match).
 * Everything else is refused, so an editor can never inject arbitrary markup or a script from an unknown host.
 */
export function allowedScriptHosts(value: string | undefined = settings.scriptEmbedHosts()): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

export function allowedScriptUrl(raw: string | undefined, hosts: readonly string[]): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (/^\/(?!\/)[\w\-./]*\.js$/.test(value) && !value.includes('..')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return undefined;
  return hosts.includes(url.hostname.toLowerCase()) ? url.href : undefined;
}

/** The scriptData parameter as data-* attributes: camelCase keys become kebab-case; only string values are kept. */
export function embedDataAttributes(value: unknown): Record<`data-${string}`, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const attributes: Record<`data-${string}`, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item !== 'string' || !/^[a-z][a-zA-Z0-9]{0,40}$/.test(key)) continue;
    attributes[`data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`] = item;
  }
  return attributes;
}
