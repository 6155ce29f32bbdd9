import { readStoredRouteIndex, routeIndexKey, type RouteIndexData } from './route-index';
import { sharedStore, type SharedStore } from './shared-store';

type Env = Record<string, string | undefined>;

/** A request path as the project map spells it (`/caf%C3%A9` → `/café`); undefined for a malformed escape. */
function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** The first segment of a site path (`/wp-admin/setup.php` → `wp-admin`); `''` for the home page. */
const firstSegment = (path: string) => path.split('/')[1] ?? '';

/** The first segments any page of the index can have (drafts' too), or undefined when one is dynamic (`/:slug`). */
function knownSegments({ nodes, redirectSources }: RouteIndexData): Set<string> | undefined {
  const segments = new Set<string>();
  for (const path of [...nodes.map((node) => node.path), ...redirectSources]) {
    const segment = firstSegment(path);
    if (segment.startsWith(':') || segment.includes('*')) return undefined;
    segments.add(segment);
  }
  return segments;
}

/**
 * Whether an address is surely no page of a site reading Uniform at run time (issue 45, item 4), so the front door
 * answers the built not-found page without a render: a render is a whole page of work, and 20 junk requests a second
 * took the server's CPU from the canvas. Surely no page: not an address of the build, and its first segment is none of
 * the build's addresses nor the first segment of any project map node or Uniform redirect in the route index (a page
 * published later, or an article under a listing, is under a known first segment). No index yet: not sure.
 */
export function createUnknownAddressCheck(
  env: Env,
  isServable: (path: string) => boolean,
  store: SharedStore = sharedStore(),
): ((path: string) => Promise<boolean>) | undefined {
  const projectId = env.UNIFORM_PROJECT_ID;
  if (!env.UNIFORM_API_KEY || !projectId) return undefined;
  const key = routeIndexKey({ projectId, apiHost: env.UNIFORM_API_HOST || undefined });
  let parsed: { data: RouteIndexData; segments: Set<string> | undefined } | undefined;
  return async (rawPath) => {
    const path = decoded(rawPath);
    if (path === undefined) return false;
    if (isServable(path) || isServable(`/${firstSegment(path)}`)) return false;
    const data = await readStoredRouteIndex(key, store).catch(() => undefined);
    if (!data) return false;
    if (parsed?.data !== data) parsed = { data, segments: knownSegments(data) };
    return parsed.segments !== undefined && !parsed.segments.has(firstSegment(path));
  };
}
