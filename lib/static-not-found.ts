import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isFileOrApiPath } from './route-path';

/**
 * Next 16 renders a notFound() raised while rendering an unknown path on demand as an empty document, with the
 * not-found page only in the RSC payload (vercel/next.js#95613): crawlers and visitors without JavaScript see a
 * blank page. With the embedded content the site's pages are fixed at build time, so a path the build did not
 * prerender (and no route handles) is answered with the build's own fully rendered not-found page instead.
 */
interface BuildRoutes {
  prerendered: Set<string>;
  notFoundHtml: string | undefined;
}

let routes: BuildRoutes | undefined;

function loadBuildRoutes(distDir: string): BuildRoutes {
  try {
    const manifest = JSON.parse(readFileSync(join(distDir, 'prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown> };
    return {
      prerendered: new Set(Object.keys(manifest.routes)),
      notFoundHtml: readFileSync(join(distDir, 'server', 'app', '_not-found.html'), 'utf8'),
    };
  } catch {
    return { prerendered: new Set(), notFoundHtml: undefined };
  }
}

function buildRoutes(env: Record<string, string | undefined>): BuildRoutes {
  routes ??= loadBuildRoutes(join(process.cwd(), env.NEXT_DIST_DIR || '.next'));
  return routes;
}

/** The build's rendered not-found page, whatever the content source (undefined under `next dev`). */
export function builtNotFoundHtml(env: Record<string, string | undefined> = process.env): string | undefined {
  return buildRoutes(env).notFoundHtml;
}

/** The not-found HTML to serve for `path`, or undefined to let Next route the request as usual. */
export function staticNotFoundFor(path: string, env: Record<string, string | undefined> = process.env): string | undefined {
  if (env.UNIFORM_API_KEY && env.UNIFORM_PROJECT_ID) return undefined;
  if (isFileOrApiPath(path)) return undefined;
  const { prerendered, notFoundHtml } = buildRoutes(env);
  return prerendered.has(path) ? undefined : notFoundHtml;
}
