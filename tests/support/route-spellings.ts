import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every address a build answers, read from its own manifests (prerendered pages and files, static routes, app routes
 * with a sample value for each dynamic segment), so a route added tomorrow is covered without editing a test.
 * Next's own pages (`/_not-found`, `/_global-error`) and the catch-all are left out: they have no address of their own.
 */
export function buildAddresses(distDir: string): string[] {
  const read = <T>(file: string) => JSON.parse(readFileSync(join(distDir, file), 'utf8')) as T;
  const prerendered = Object.keys(read<{ routes: Record<string, unknown> }>('prerender-manifest.json').routes);
  const routes = read<{ staticRoutes: { page: string }[] }>('routes-manifest.json').staticRoutes.map((r) => r.page);
  const appPaths = Object.keys(read<Record<string, string>>('server/app-paths-manifest.json'))
    .map((path) => path.replace(/\/(page|route)$/, '') || '/')
    // A route group (`/(en)`, `/(es)`) is no part of an address.
    .map((path) => path.replace(/\/\([^/)]+\)/g, '') || '/')
    .filter((path) => !path.includes('[...') && !path.includes('[[...'))
    // A dynamic segment takes a sample value: an API route's own (a log level), else a prerendered page's.
    .map((path) => path.replace('[level]', 'LogDebug'))
    .filter((path) => !path.includes('['));
  const all = new Set([...prerendered, ...routes, ...appPaths]);
  return [...all].filter((path) => !path.startsWith('/_')).sort();
}

/**
 * The address with one unreserved character percent-encoded (`/about` as `/%61bout`, `/robots.txt` as
 * `/robots%2Etxt`), chosen by `pick` among its characters, hex in capitals or small letters. `/` is spelled `/%2E`.
 */
export function encodedSpelling(address: string, pick: number): string {
  const positions = [...address].flatMap((character, index) => (/[A-Za-z0-9\-._~]/.test(character) ? [index] : []));
  if (!positions.length) return '/%2E';
  const at = positions[pick % positions.length]!;
  const hex = address.charCodeAt(at).toString(16).padStart(2, '0');
  const escape = `%${pick % 2 ? hex.toUpperCase() : hex.toLowerCase()}`;
  return `${address.slice(0, at)}${escape}${address.slice(at + 1)}`;
}
