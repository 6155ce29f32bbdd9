import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What one build of the site can answer, read once at start-up from its output and the public folder. */
export interface BuildRoutes {
  /** Whether the build answers this decoded path without rendering a page on demand. */
  isServable(path: string): boolean;
  /** The build's fully rendered not-found page. */
  notFoundHtml: string;
  /** The value of a valid draft-mode cookie (Next's own check compares the cookie with it). */
  previewModeId: string;
}

interface PrerenderManifest {
  routes: Record<string, unknown>;
  dynamicRoutes?: Record<string, unknown>;
  preview: { previewModeId: string };
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
  } catch {
    return [];
  }
}

/**
 * Reads `distDir` (prerender manifest, static files, the not-found page) and `publicDir`. Throws when the build is
 * incomplete, so a server never starts on a build it cannot answer for.
 */
export function readBuildRoutes(distDir: string, publicDir: string): BuildRoutes {
  const manifest = JSON.parse(readFileSync(join(distDir, 'prerender-manifest.json'), 'utf8')) as PrerenderManifest;
  const notFoundHtml = readFileSync(join(distDir, 'server', 'app', '_not-found.html'), 'utf8');
  const known = new Set<string>([
    ...Object.keys(manifest.routes),
    ...filesUnder(publicDir),
    ...filesUnder(join(distDir, 'static')).map((file) => `/_next/static${file}`),
    // Next's image optimiser; the URL it fetches is checked by Next against images.localPatterns / remotePatterns.
    '/_next/image',
  ]);
  const routes = JSON.parse(readFileSync(join(distDir, 'routes-manifest.json'), 'utf8')) as {
    redirects?: { regex: string; internal?: boolean }[];
    staticRoutes?: { page: string }[];
  };
  // Pages at a fixed address that render on demand (site search): not prerendered, but the build answers them.
  for (const { page } of routes.staticRoutes ?? []) if (!page.startsWith('/_')) known.add(page);
  // Redirects from next.config (content/redirect): Next answers them, so their sources are servable too.
  const redirects = (routes.redirects ?? []).filter((rule) => !rule.internal).map((rule) => new RegExp(rule.regex));
  return {
    isServable: (path) => {
      const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
      return known.has(normalized) || redirects.some((rule) => rule.test(normalized));
    },
    notFoundHtml,
    previewModeId: manifest.preview.previewModeId,
  };
}
