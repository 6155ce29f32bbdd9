/**
 * The floor under the home page's Lighthouse figures: the home page exactly as prerendered, with every script and
 * script preload taken out, so its LCP is what HTML, CSS, fonts and the hero image alone cost. It is served as a
 * public file by a second instance of the site's own server, from a hardlinked copy of the build: the same origin
 * for its CSS, fonts and image, and no proxy in between (a proxy changes the timings Lighthouse simulates from).
 */
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, WORK, hardlinkCopy, startServer } from './lib.mjs';

export const FLOOR_PATH = '/bench-home-without-scripts.html';

/** The page without `<script>` elements (JSON-LD data kept) and without `<link … as="script">` preloads. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '');
}

export async function startFloorServer(port) {
  const dir = join(WORK, 'floor');
  // Not data/: the forms database would be one file (hardlinked) written by two servers under two names.
  hardlinkCopy(ROOT, dir, ['node_modules', 'bench', '.git', 'test-results', 'playwright-report', 'public', 'data']);
  hardlinkCopy(join(ROOT, 'public'), join(dir, 'public'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  const prerendered = join(ROOT, '.next', 'server', 'app', 'index.html');
  if (!existsSync(prerendered)) throw new Error(`no prerendered home page at ${prerendered}`);
  writeFileSync(join(dir, 'public', FLOOR_PATH.slice(1)), withoutScripts(readFileSync(prerendered, 'utf8')));
  const server = await startServer(dir, port, { frontDoor: true });
  return { url: `${server.url}${FLOOR_PATH}`, stop: server.stop };
}
