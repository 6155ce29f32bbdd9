import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ActionCatalogue } from './action-body';
import { NEXT_BUILD_FILES, NEXT_STATIC_PREFIX } from './next-private';

/** What one build of the site can answer, read once at start-up from its output and the public folder. */
export interface BuildRoutes {
  /** Whether the build answers this decoded path without rendering a page on demand. */
  isServable(path: string): boolean;
  /** Whether this decoded path names one of the build's API routes (app/api/**), static or dynamic. */
  isApiRoute(path: string): boolean;
  /** Whether this decoded path is a file of the build: the public folder or Next's static files. */
  isStaticFile(path: string): boolean;
  /** The size in bytes of a file of the build (undefined for any other path): a Range is checked against it. */
  staticFileSize?(path: string): number | undefined;
  /** The build's server actions: which exist, which only draft mode may call (the editing render, app/_editing/). */
  actions?: ActionCatalogue;
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

function filesUnder(dir: string): [string, number][] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        return [`/${relative(dir, file).split(sep).join('/')}`, statSync(file).size];
      });
  } catch {
    return [];
  }
}

/** The build's server actions by id; those in app/_editing/ answer only in draft mode. */
function readActions(distDir: string): ActionCatalogue {
  const manifest = JSON.parse(readFileSync(join(distDir, NEXT_BUILD_FILES.serverActions), 'utf8')) as {
    node?: Record<string, { filename?: string }>;
  };
  const actions = new Map(Object.entries(manifest.node ?? {}).map(([id, entry]) => [id, entry.filename ?? '']));
  return {
    has: (id) => actions.has(id),
    isDraftOnly: (id) => (actions.get(id) ?? '').startsWith('app/_editing/'),
  };
}

/**
 * Reads `distDir` (prerender manifest, static files, the not-found page) and `publicDir`. Throws when the build is
 * incomplete, so a server never starts on a build it cannot answer for.
 */
export function readBuildRoutes(distDir: string, publicDir: string): BuildRoutes {
  const manifest = JSON.parse(
    readFileSync(join(distDir, NEXT_BUILD_FILES.prerenderManifest), 'utf8'),
  ) as PrerenderManifest;
  const notFoundHtml = readFileSync(join(distDir, NEXT_BUILD_FILES.notFoundPage), 'utf8');
  const files = new Map<string, number>([
    ...filesUnder(publicDir),
    ...filesUnder(join(distDir, 'static')).map(([file, size]): [string, number] => [
      `${NEXT_STATIC_PREFIX}${file.slice(1)}`,
      size,
    ]),
  ]);
  const known = new Set<string>([
    ...Object.keys(manifest.routes),
    ...files.keys(),
    // Next's image optimiser; the URL it fetches is checked by Next against images.localPatterns / remotePatterns.
    '/_next/image',
  ]);
  const routes = JSON.parse(readFileSync(join(distDir, NEXT_BUILD_FILES.routesManifest), 'utf8')) as {
    staticRoutes?: { page: string }[];
    dynamicRoutes?: { page: string; regex: string }[];
  };
  const isApi = (page: string) => page.startsWith('/api/');
  const apiPages = new Set((routes.staticRoutes ?? []).map((route) => route.page).filter(isApi));
  const apiPatterns = (routes.dynamicRoutes ?? [])
    .filter((route) => isApi(route.page))
    .map((route) => new RegExp(route.regex));
  // Pages at a fixed address that render on demand (site search): not prerendered, but the build answers them.
  for (const { page } of routes.staticRoutes ?? []) if (!page.startsWith('/_')) known.add(page);
  return {
    isServable: (path) => {
      const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
      return known.has(normalized);
    },
    isApiRoute: (path) => apiPages.has(path) || apiPatterns.some((rule) => rule.test(path)),
    isStaticFile: (path) => files.has(path),
    staticFileSize: (path) => files.get(path),
    actions: readActions(distDir),
    notFoundHtml,
    previewModeId: manifest.preview.previewModeId,
  };
}
