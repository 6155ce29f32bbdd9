import { join } from 'node:path';
import type { z } from 'zod';
import type { ManifestV2 } from '@uniformdev/context';
import type { SignalWithId, Test } from '@uniformdev/context/api';
import type { ContentEntry, ContentSource, PageIndexEntry, RootComponentInstance, RouteResult } from './types';
import {
  compositionFileSchema,
  componentDefinitionSchema,
  contentTypeSchema,
  entryFileSchema,
  localeSchema,
  parseContent,
  projectMapDefinitionSchema,
  projectMapNodeSchema,
  signalFileSchema,
  testFileSchema,
  ContentValidationError,
} from './schemas';
import { readContentTree, type EntityFolder } from './layout.mjs';
import { flattenEntry, normalizeRoutePath, toPageIndexEntry } from './normalize';
import { buildManifest } from './manifest';
import { resolvePatterns } from './patterns';

export const CONTENT_DIR = join(process.cwd(), 'content');

type ProjectMapNode = z.infer<typeof projectMapNodeSchema>;

interface LocalStore {
  compositionsById: Map<string, RootComponentInstance>;
  compositionsBySlug: Map<string, RootComponentInstance>;
  nodesByPath: Map<string, ProjectMapNode>;
  pagesByPath: Map<string, PageIndexEntry>;
  entriesByType: Map<string, ContentEntry[]>;
  manifest: ManifestV2;
}

/** Folders the site only validates (the CLI syncs them; the pages do not read them). */
const VALIDATED_ONLY: Partial<Record<EntityFolder, z.ZodType>> = {
  component: componentDefinitionSchema,
  contentType: contentTypeSchema,
  locale: localeSchema,
  projectMapDefinition: projectMapDefinitionSchema,
};

/** Reads and validates every file under `dir` (a `uniform sync pull` tree). Exported for the content check and tests. */
export function loadLocalStore(dir: string = CONTENT_DIR): LocalStore {
  const { files, problems } = readContentTree(dir);
  if (problems[0]) throw new ContentValidationError(problems[0].file, [{ path: [], message: problems[0].message }]);
  const byFolder = (folder: EntityFolder) => files.filter((item) => item.folder === folder);
  const store: Omit<LocalStore, 'manifest'> = {
    compositionsById: new Map(),
    compositionsBySlug: new Map(),
    nodesByPath: new Map(),
    pagesByPath: new Map(),
    entriesByType: new Map(),
  };

  for (const { folder, file, data } of files) {
    const schema = VALIDATED_ONLY[folder];
    if (schema) parseContent(schema, data, file);
  }

  // Patterns are resolved here, as Uniform's delivery API resolves them: a page holds only a reference (`_pattern`).
  const patterns = new Map<string, RootComponentInstance>();
  for (const { file, data } of byFolder('componentPattern')) {
    const { composition } = parseContent(compositionFileSchema, data, file);
    patterns.set(composition._id, composition as unknown as RootComponentInstance);
  }
  for (const pattern of patterns.values()) store.compositionsById.set(pattern._id, resolvePatterns(pattern, patterns));
  for (const { file, data } of byFolder('composition')) {
    const { composition } = parseContent(compositionFileSchema, data, file);
    const root = resolvePatterns(composition as unknown as RootComponentInstance, patterns);
    store.compositionsById.set(composition._id, root);
    if (composition._slug) store.compositionsBySlug.set(composition._slug, root);
  }

  const pagesByNodeId = new Map<string, { page: PageIndexEntry; file: string }>();
  for (const { file, data } of byFolder('entry')) {
    const { entry } = parseContent(entryFileSchema, data, file);
    const flat = flattenEntry(entry);
    const list = store.entriesByType.get(flat.type) ?? [];
    list.push(flat);
    store.entriesByType.set(flat.type, list);
    if (flat.type === 'pageIndex') {
      const page = toPageIndexEntry(flat, file);
      pagesByNodeId.set(page.entryID, { page, file });
    }
  }

  for (const { file, data } of byFolder('projectMapNode')) {
    const node = parseContent(projectMapNodeSchema, data, file);
    if (node.type === 'composition' && !(node.compositionId && store.compositionsById.has(node.compositionId))) {
      throw new ContentValidationError(file, [{ path: ['compositionId'], message: 'no composition has this id' }]);
    }
    // The page index entry names its node by id, so a page moved in the project map keeps its metadata; its path is the node's.
    const indexed = pagesByNodeId.get(node.id);
    if (!indexed) {
      throw new ContentValidationError(file, [
        { path: ['id'], message: `no pageIndex entry for node ${node.id} (${node.path})` },
      ]);
    }
    store.pagesByPath.set(normalizeRoutePath(node.path), { ...indexed.page, path: normalizeRoutePath(node.path) });
    store.nodesByPath.set(node.path, node);
    pagesByNodeId.delete(node.id);
  }

  for (const { page, file } of pagesByNodeId.values()) {
    throw new ContentValidationError(file, [
      { path: ['entryID'], message: `no project map node ${page.entryID} for ${page.path}` },
    ]);
  }

  const signals = byFolder('signal').map(
    ({ file, data }) => parseContent(signalFileSchema, data, file) as SignalWithId,
  );
  const tests = byFolder('test').map(({ file, data }) => parseContent(testFileSchema, data, file) as Test);
  return { ...store, manifest: buildManifest(signals, tests) };
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
    async getCompositionById(id: string) {
      return store().compositionsById.get(id);
    },
    async getEntries(type: string) {
      return store().entriesByType.get(type) ?? [];
    },
    async getContextManifest() {
      return store().manifest;
    },
  };
}
