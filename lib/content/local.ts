import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import type { ContentEntry, ContentSource, PageIndexEntry, RootComponentInstance, RouteResult } from './types';
import {
  compositionFileSchema,
  entryFileSchema,
  parseContent,
  projectMapNodeSchema,
  redirectFileSchema,
  ContentValidationError,
} from './schemas';
import { flattenEntry, normalizeRoutePath, toPageIndexEntry } from './normalize';

export const CONTENT_DIR = join(process.cwd(), 'content');

type ProjectMapNode = z.infer<typeof projectMapNodeSchema>;
type Redirect = z.infer<typeof redirectFileSchema>['redirect'];

interface LocalStore {
  compositionsById: Map<string, RootComponentInstance>;
  compositionsBySlug: Map<string, RootComponentInstance>;
  nodesByPath: Map<string, ProjectMapNode>;
  pagesByPath: Map<string, PageIndexEntry>;
  entriesByType: Map<string, ContentEntry[]>;
  redirectsBySource: Map<string, Redirect>;
}

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((item) => item.isFile() && item.name.endsWith('.json'))
    .map((item) => join(item.parentPath, item.name))
    .sort();
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentValidationError(relative(process.cwd(), file), [
      { path: [], message: `not valid JSON (${(error as Error).message})` },
    ]);
  }
}

/** Reads and validates every file under `dir`. Exported for the content check and tests. */
export function loadLocalStore(dir: string = CONTENT_DIR): LocalStore {
  const name = (file: string) => relative(process.cwd(), file);
  const store: LocalStore = {
    compositionsById: new Map(),
    compositionsBySlug: new Map(),
    nodesByPath: new Map(),
    pagesByPath: new Map(),
    entriesByType: new Map(),
    redirectsBySource: new Map(),
  };

  for (const file of jsonFiles(join(dir, 'compositions'))) {
    const { composition } = parseContent(compositionFileSchema, readJson(file), name(file));
    const root = composition as unknown as RootComponentInstance;
    store.compositionsById.set(composition._id, root);
    if (composition._slug) store.compositionsBySlug.set(composition._slug, root);
  }

  for (const file of jsonFiles(join(dir, 'entries'))) {
    const { entry } = parseContent(entryFileSchema, readJson(file), name(file));
    const flat = flattenEntry(entry);
    const list = store.entriesByType.get(flat.type) ?? [];
    list.push(flat);
    store.entriesByType.set(flat.type, list);
    if (flat.type === 'pageIndex') {
      const page = toPageIndexEntry(flat, name(file));
      store.pagesByPath.set(normalizeRoutePath(page.path), page);
    }
  }

  for (const file of jsonFiles(join(dir, 'project-map'))) {
    const node = parseContent(projectMapNodeSchema, readJson(file), name(file));
    if (node.type === 'composition' && !(node.compositionId && store.compositionsById.has(node.compositionId))) {
      throw new ContentValidationError(name(file), [{ path: ['compositionId'], message: 'no composition has this id' }]);
    }
    if (!store.pagesByPath.has(node.path)) {
      throw new ContentValidationError(name(file), [{ path: ['path'], message: `no pageIndex entry for ${node.path}` }]);
    }
    store.nodesByPath.set(node.path, node);
  }

  for (const page of store.pagesByPath.values()) {
    if (!store.nodesByPath.has(normalizeRoutePath(page.path))) {
      throw new ContentValidationError(`pageIndex ${page.entryID}`, [{ path: ['path'], message: `no project map node for ${page.path}` }]);
    }
  }

  for (const file of jsonFiles(join(dir, 'redirects'))) {
    const { redirect } = parseContent(redirectFileSchema, readJson(file), name(file));
    store.redirectsBySource.set(normalizeRoutePath(redirect.sourceUrl), redirect);
  }
  return store;
}

let cached: LocalStore | undefined;
function store(): LocalStore {
  cached ??= loadLocalStore();
  return cached;
}

/** The embedded content in `content/`: the default source, with no configuration and no network. */
export function createLocalSource(): ContentSource {
  return {
    name: 'local',
    async getRoute(rawPath: string): Promise<RouteResult> {
      const path = normalizeRoutePath(rawPath);
      const redirect = store().redirectsBySource.get(path);
      if (redirect) return { kind: 'redirect', target: redirect.targetUrl, status: redirect.targetStatusCode };
      const node = store().nodesByPath.get(path);
      const composition = node?.compositionId ? store().compositionsById.get(node.compositionId) : undefined;
      const page = store().pagesByPath.get(path);
      if (!composition || !page) return { kind: 'notFound' };
      return { kind: 'composition', composition, page };
    },
    async getProjectMap() {
      return [...store().pagesByPath.values()];
    },
    async getCompositionBySlug(slug: string) {
      return store().compositionsBySlug.get(slug);
    },
    async getEntries(type: string) {
      return store().entriesByType.get(type) ?? [];
    },
  };
}
