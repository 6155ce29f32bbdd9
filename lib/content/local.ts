import { join } from 'node:path';
import type { z } from 'zod';
import type { ManifestV2 } from '@uniformdev/context';
import type { SignalWithId, Test } from '@uniformdev/context/api';
import type {
  ContentEntry,
  ContentSource,
  FetchOptions,
  PageIndexEntry,
  RootComponentInstance,
  RouteResult,
} from './types';
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
import { availableIn, localizedComposition, localizedEntry } from './localize';
import { DEFAULT_LOCALE } from '../i18n/locales';

export const CONTENT_DIR = join(process.cwd(), 'content');

type ProjectMapNode = z.infer<typeof projectMapNodeSchema>;
type RawEntry = z.infer<typeof entryFileSchema>['entry'];

interface LocalStore {
  /** Compositions and entries as stored, every locale's values in them (Uniform's `locales`, `_locales`). */
  rawCompositionsById: Map<string, RootComponentInstance>;
  rawEntries: RawEntry[];
  /** The default locale's view (what the site showed before it had a second locale). */
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
    rawCompositionsById: new Map(),
    rawEntries: [],
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
  const keep = (raw: RootComponentInstance) => {
    store.rawCompositionsById.set(raw._id!, raw);
    const root = localizedComposition(raw, DEFAULT_LOCALE);
    store.compositionsById.set(raw._id!, root);
    return root;
  };
  for (const pattern of patterns.values()) keep(resolvePatterns(pattern, patterns));
  for (const { file, data } of byFolder('composition')) {
    const { composition } = parseContent(compositionFileSchema, data, file);
    const root = keep(resolvePatterns(composition as unknown as RootComponentInstance, patterns));
    if (composition._slug) store.compositionsBySlug.set(composition._slug, root);
  }

  const pagesByNodeId = new Map<string, { page: PageIndexEntry; file: string }>();
  for (const { file, data } of byFolder('entry')) {
    const { entry } = parseContent(entryFileSchema, data, file);
    store.rawEntries.push(entry);
    const flat = flattenEntry(localizedEntry(entry, DEFAULT_LOCALE));
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

/** One view per locale of what the pages read (compositions, entries, pages), made once from the stored values. */
interface LocaleView {
  composition(id: string): RootComponentInstance | undefined;
  bySlug: Map<string, RootComponentInstance>;
  entriesByType: Map<string, ContentEntry[]>;
  pagesByPath: Map<string, PageIndexEntry>;
}
const views = new Map<string, LocaleView>();

function view(locale: string): LocaleView {
  const found = views.get(locale);
  if (found) return found;
  const all = store();
  if (locale === DEFAULT_LOCALE) {
    const byId = all.compositionsById;
    const made = { composition: (id: string) => byId.get(id), bySlug: all.compositionsBySlug, ...all };
    views.set(locale, made);
    return made;
  }
  const byId = new Map<string, RootComponentInstance>();
  const bySlug = new Map<string, RootComponentInstance>();
  for (const [id, raw] of all.rawCompositionsById) {
    if (!availableIn(raw, locale)) continue;
    const root = localizedComposition(raw, locale);
    byId.set(id, root);
    if (root._slug) bySlug.set(root._slug, root);
  }
  const entriesByType = new Map<string, ContentEntry[]>();
  const indexById = new Map<string, PageIndexEntry>();
  // An entry not enabled for the locale (a blog post written only in English) is not offered in it.
  for (const raw of all.rawEntries.filter((entry) => availableIn(entry, locale))) {
    const flat = flattenEntry(localizedEntry(raw, locale));
    entriesByType.set(flat.type, [...(entriesByType.get(flat.type) ?? []), flat]);
    if (flat.type === 'pageIndex') {
      const page = toPageIndexEntry(flat, raw._id);
      indexById.set(page.entryID, page);
    }
  }
  // A page in this locale: its node's composition and its page index entry are both enabled for it.
  const pagesByPath = new Map<string, PageIndexEntry>();
  for (const [path, node] of all.nodesByPath) {
    const page = indexById.get(node.id);
    if (page && node.compositionId && byId.has(node.compositionId)) {
      pagesByPath.set(normalizeRoutePath(path), { ...page, path: normalizeRoutePath(path) });
    }
  }
  const made = { composition: (id: string) => byId.get(id), bySlug, entriesByType, pagesByPath };
  views.set(locale, made);
  return made;
}

/** The embedded content in `content/`: the default source, with no configuration and no network. */
export function createLocalSource(): ContentSource {
  return {
    name: 'local',
    async getRoute(rawPath: string, options?: FetchOptions): Promise<RouteResult> {
      const path = normalizeRoutePath(rawPath);
      const node = store().nodesByPath.get(path);
      const localized = view(options?.locale ?? DEFAULT_LOCALE);
      const composition = node?.compositionId ? localized.composition(node.compositionId) : undefined;
      const page = localized.pagesByPath.get(path);
      if (!composition || !page) return { kind: 'notFound' };
      return { kind: 'composition', composition, page };
    },
    async getProjectMap(options?: FetchOptions) {
      return [...view(options?.locale ?? DEFAULT_LOCALE).pagesByPath.values()];
    },
    async getCompositionBySlug(slug: string, options?: FetchOptions) {
      return view(options?.locale ?? DEFAULT_LOCALE).bySlug.get(slug);
    },
    async getCompositionById(id: string, options?: FetchOptions) {
      return view(options?.locale ?? DEFAULT_LOCALE).composition(id);
    },
    async getEntries(type: string, options?: FetchOptions) {
      return view(options?.locale ?? DEFAULT_LOCALE).entriesByType.get(type) ?? [];
    },
    async getContextManifest() {
      return store().manifest;
    },
  };
}
