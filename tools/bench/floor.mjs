/**
 * The floor under each page's Lighthouse figures: the page exactly as the site serves it, with every script and
 * script preload taken out, so its LCP is what HTML, CSS, fonts and images alone cost. The copies are served as
 * public files by a second instance of the site's own server, from a hardlinked copy of the build: the same origin
 * for their CSS, fonts and images, and no proxy in between (a proxy changes the timings Lighthouse simulates from).
 */
import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, WORK, hardlinkCopy, startServer } from './lib.mjs';

/** Where the floor of page `name` is served: `/bench-home-without-scripts.html` for the home page. */
export const floorPath = (name) => `/bench-${name}-without-scripts.html`;

/** The page without `<script>` elements (JSON-LD data kept) and without `<link … as="script">` preloads. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '');
}

/**
 * Serves the floor of every page in `pages` ({ name: path }), each fetched from the site at `siteUrl`; resolves to
 * { urls: { name: floor URL }, paths: { name: floor path }, stop }.
 */
export async function startFloorServer(port, siteUrl, pages) {
  const dir = join(WORK, 'floor');
  // Not data/: the forms database would be one file (hardlinked) written by two servers under two names.
  hardlinkCopy(ROOT, dir, ['node_modules', 'tools', '.git', 'test-results', 'playwright-report', 'public', 'data']);
  hardlinkCopy(join(ROOT, 'public'), join(dir, 'public'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  const paths = {};
  for (const [name, path] of Object.entries(pages)) {
    if (!path) continue;
    // A cold server on a loaded machine may time a first render out (408): asked again a few times.
    let response = await fetch(`${siteUrl}${path}`);
    for (let attempt = 0; attempt < 5 && !response.ok; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      response = await fetch(`${siteUrl}${path}`);
    }
    if (!response.ok) throw new Error(`${path} answered ${response.status}: no floor for ${name}`);
    paths[name] = floorPath(name);
    writeFileSync(join(dir, 'public', paths[name].slice(1)), withoutScripts(await response.text()));
  }
  const server = await startServer(dir, port, { frontDoor: true });
  const urls = Object.fromEntries(Object.entries(paths).map(([name, path]) => [name, `${server.url}${path}`]));
  return { urls, paths, stop: server.stop };
}
