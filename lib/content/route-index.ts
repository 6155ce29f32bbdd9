import { sharedStore, type SharedStore } from './shared-store';
import { matchNode } from './project-map-route';

/** A project map node as the route index keeps it: `published` when its composition is published. */
export interface IndexedNode {
  id: string;
  name: string;
  path: string;
  type: string;
  compositionId?: string;
  published: boolean;
}

/** What the route index holds: the project map, and the source paths of Uniform's redirects (`/old/:slug` too). */
export interface RouteIndexData {
  nodes: IndexedNode[];
  redirectSources: string[];
}

interface Stored {
  builtAt?: number;
  /** Set by a webhook: a build started before this time is out of date before it is written. */
  staleSince?: number;
  data?: RouteIndexData;
}

/** A safety net for a webhook that never arrived: an index older than this is built again. */
export const ROUTE_INDEX_MAX_AGE_MS = 5 * 60_000;

/** One index per project and API (tests run several stand-in APIs in one process). */
export const routeIndexKey = ({ projectId, apiHost }: { projectId: string; apiHost?: string }) =>
  `route-index:${projectId}@${apiHost ?? 'uniform'}`;

export interface RouteIndex {
  nodes(): Promise<IndexedNode[]>;
  /**
   * Reads Uniform now (the revalidation webhook) and says whether the published pages or the redirects changed, so
   * that every page's navigation, breadcrumbs and sitemaps are refreshed only then.
   */
  rebuild(): Promise<boolean>;
  /**
   * What a visitor's path names: a redirect's source, a published node (exactly, or through a node with dynamic
   * inputs), or nothing, and then it is no page and nothing needs to ask Uniform about it.
   */
  lookup(path: string): Promise<{ redirect: true } | { node: IndexedNode } | undefined>;
}

export interface RouteIndexOptions {
  key: string;
  /** Reads the published project map and the redirects from Uniform, only when the shared copy is missing or stale. */
  load: () => Promise<RouteIndexData>;
  store?: SharedStore;
  now?: () => number;
}

function parse(raw: string | undefined): Stored {
  if (!raw) return {};
  try {
    return JSON.parse(raw) as Stored;
  } catch {
    return {};
  }
}

const BUILDS = Symbol.for('verdance.content.routeIndexBuilds');
type Holder = { [BUILDS]?: WeakMap<SharedStore, Map<string, Promise<RouteIndexData>>> };

/**
 * Builds under way in this process, by store and key: the sources of every render share one (on globalThis: Next
 * loads this module once per route bundle, and the start-up build is another bundle's).
 */
function buildsUnderWay(): WeakMap<SharedStore, Map<string, Promise<RouteIndexData>>> {
  const holder = globalThis as Holder;
  holder[BUILDS] ??= new WeakMap();
  return holder[BUILDS];
}

/**
 * The published project map, kept in the shared cache (Redis when configured) for every instance, so that an address
 * that is no page (`/wp-login.php`, `/.env`) is answered without a call to Uniform. Built on first use, marked stale
 * by the revalidation webhook on project map, composition and redirect events (`markRouteIndexStale`), and built
 * again after `ROUTE_INDEX_MAX_AGE_MS` at most. One build at a time per process; while Uniform cannot be read, the
 * last index built keeps answering.
 */
export function createRouteIndex({ key, load, store = sharedStore(), now = Date.now }: RouteIndexOptions): RouteIndex {
  const builds = buildsUnderWay();
  const building = builds.get(store) ?? new Map<string, Promise<RouteIndexData>>();
  builds.set(store, building);

  async function build(previous: RouteIndexData | undefined): Promise<RouteIndexData> {
    const startedAt = now();
    let data: RouteIndexData;
    try {
      data = await load();
    } catch (error) {
      if (!previous) throw error;
      console.warn(
        JSON.stringify({ level: 'Warning', message: 'Route index kept: Uniform unreadable', error: String(error) }),
      );
      return previous;
    }
    // A webhook that arrived while this was read wins: the next lookup reads Uniform again.
    const current = parse(await store.get(key));
    if (!current.staleSince || current.staleSince < startedAt)
      await store.set(key, JSON.stringify({ builtAt: startedAt, data } satisfies Stored));
    return data;
  }

  async function read(): Promise<RouteIndexData> {
    const stored = parse(await store.get(key));
    const builtAt = stored.builtAt ?? -Infinity;
    const marked = stored.staleSince !== undefined && stored.staleSince >= builtAt;
    if (stored.data && !marked && now() - builtAt < ROUTE_INDEX_MAX_AGE_MS) return stored.data;
    const underway = building.get(key) ?? build(stored.data).finally(() => building.delete(key));
    building.set(key, underway);
    return underway;
  }

  return {
    nodes: async () => (await read()).nodes,
    async rebuild() {
      const before = parse(await store.get(key)).data;
      const after = await load();
      await store.set(key, JSON.stringify({ builtAt: now(), data: after } satisfies Stored));
      // With no index before, nothing was answered from one: the event's own refreshes are enough.
      return before !== undefined && publishedShape(before) !== publishedShape(after);
    },
    async lookup(path) {
      const { nodes, redirectSources } = await read();
      if (
        matchNode(
          redirectSources.map((source) => ({ path: source })),
          path,
        )
      )
        return { redirect: true };
      const node = matchNode(
        nodes.filter((candidate) => candidate.published),
        path,
      );
      return node ? { node } : undefined;
    },
  };
}

/** What visitors can reach: published nodes by id and path, and the redirects' sources. */
function publishedShape({ nodes, redirectSources }: RouteIndexData): string {
  const published = nodes.filter((node) => node.published).map((node) => `${node.id} ${node.path}`);
  return JSON.stringify([published.sort(), [...redirectSources].sort()]);
}

/** The index as last stored (fresh or not), without reading Uniform: the same object while the store's copy is. */
let lastRead: { raw: string; data: RouteIndexData | undefined } | undefined;
export async function readStoredRouteIndex(key: string, store: SharedStore): Promise<RouteIndexData | undefined> {
  const raw = await store.get(key);
  if (raw === undefined) return undefined;
  if (lastRead?.raw !== raw) lastRead = { raw, data: parse(raw).data };
  return lastRead.data;
}

/** Marks the shared route index out of date (the revalidation webhook): the next lookup on any instance reads again. */
export async function markRouteIndexStale(
  env: Record<string, string | undefined>,
  store: SharedStore = sharedStore(),
  now: () => number = Date.now,
): Promise<void> {
  const projectId = env.UNIFORM_PROJECT_ID;
  if (!projectId) return;
  const key = routeIndexKey({ projectId, apiHost: env.UNIFORM_API_HOST || undefined });
  // The index itself stays: it answers while Uniform cannot be read.
  const stored = parse(await store.get(key));
  await store.set(key, JSON.stringify({ ...stored, staleSince: now() } satisfies Stored));
}
