import { randomUUID } from 'node:crypto';
import type {
  ComponentDefinition,
  ComponentInstance,
  CompositionGetResponse,
  ContentType,
  EntriesGetResponse,
  Locale,
} from '@uniformdev/canvas';
import type { ProjectMapDefinition, ProjectMapNode, ProjectMapNodeUpsertRequest } from '@uniformdev/project-map';
import type { RedirectGetResponse } from '@uniformdev/redirect';
import type { SignalWithId, Test } from '@uniformdev/context/api';
import { resolveComposition } from './patterns';

export const DRAFT = 0;
/** Unsaved changes of an open canvas editor (the SDK's CANVAS_EDITOR_STATE), of compositions and entries. */
export const EDITOR = 63;
export const PUBLISHED = 64;
export type State = typeof DRAFT | typeof PUBLISHED;

/** The `state` a read asks for: 0 draft, 63 the editor's unsaved state, anything else (or none) published. */
export function readState(query: URLSearchParams): State | typeof EDITOR {
  const state = Number(query.get('state') ?? PUBLISHED);
  return state === DRAFT || state === EDITOR ? state : PUBLISHED;
}

export type StoredEntry = EntriesGetResponse['entries'][number];
export type StoredRedirect = RedirectGetResponse['redirects'][number];
export type NodeUpdate = ProjectMapNodeUpsertRequest['nodes'][number]['node'];
export type StoredNode = NodeUpdate & { id: string; projectMapId: string };

/**
 * One Uniform project's state, kept in memory in the shapes of the SDKs' own types. Drafts and published versions
 * of compositions and entries are kept apart, as Uniform does (and an open editor's unsaved compositions).
 */
export class ProjectState {
  readonly components = new Map<string, ComponentDefinition>();
  readonly compositions = {
    [DRAFT]: new Map<string, CompositionGetResponse>(),
    [EDITOR]: new Map<string, CompositionGetResponse>(),
    [PUBLISHED]: new Map<string, CompositionGetResponse>(),
  };
  readonly contentTypes = new Map<string, ContentType>();
  readonly entries = {
    [DRAFT]: new Map<string, StoredEntry>(),
    [EDITOR]: new Map<string, StoredEntry>(),
    [PUBLISHED]: new Map<string, StoredEntry>(),
  };
  readonly locales = new Map<string, Locale>();
  readonly projectMaps = new Map<string, ProjectMapDefinition & { id: string }>();
  readonly nodes = new Map<string, StoredNode>();
  readonly redirects = new Map<string, StoredRedirect>();
  /**
   * Releases: each holds its own copies of the compositions and entries copied into it. A read with that `releaseId`
   * gets the release's copy where there is one, else the base content, as Uniform answers; a read without it never
   * sees a release's copy.
   */
  readonly releases = new Map<
    string,
    { compositions: Map<string, CompositionGetResponse>; entries: Map<string, StoredEntry> }
  >();
  readonly signals = new Map<string, SignalWithId>();
  readonly tests = new Map<string, Test>();

  constructor(
    readonly projectId: string,
    /** The server's clock: timestamps the write requests do not carry. */
    readonly now: () => string = () => new Date().toISOString(),
  ) {}

  /** A draft composition as a read in `query`'s release (if any) sees it. */
  inRelease(query: URLSearchParams, item: CompositionGetResponse): CompositionGetResponse {
    const release = this.releases.get(query.get('releaseId') ?? '');
    return release?.compositions.get(item.composition._id) ?? item;
  }

  /** A draft entry as a read in `query`'s release (if any) sees it. */
  entryInRelease(query: URLSearchParams, item: StoredEntry): StoredEntry {
    const release = this.releases.get(query.get('releaseId') ?? '');
    return release?.entries.get(item.entry._id) ?? item;
  }

  /** The component patterns of a state by id, to resolve the pattern instances of a delivery read. */
  patterns(state: State | typeof EDITOR): Map<string, ComponentInstance> {
    const all = [...this.compositions[state === EDITOR ? DRAFT : state].values()];
    return new Map(all.filter((item) => item.pattern).map((item) => [item.composition._id, item.composition]));
  }

  /** A composition as a read sees it: patterns resolved, as Uniform does unless asked `skipPatternResolution`. */
  resolved(query: URLSearchParams, item: CompositionGetResponse): CompositionGetResponse {
    if (query.get('skipPatternResolution') === 'true') return item;
    return { ...item, composition: resolveComposition(item.composition, this.patterns(readState(query))) };
  }

  /** The default project map, created on first use as Uniform does for a new project. */
  defaultProjectMapId(): string {
    const existing = [...this.projectMaps.values()].find((map) => map.default) ?? [...this.projectMaps.values()][0];
    if (existing) return existing.id;
    const id = randomUUID();
    this.projectMaps.set(id, { id, name: 'Default', default: true });
    return id;
  }

  /** A node as the list endpoint returns it: the stored fields plus `pathSegment` (and `data` always present). */
  nodeResponse(node: StoredNode): ProjectMapNode {
    const { id, name, order, path, type, data, compositionId, description, locales } = node;
    const pathSegment = path === '/' ? '' : path.slice(path.lastIndexOf('/') + 1);
    return { id, name, order, path, type, pathSegment, data: data ?? {}, compositionId, description, locales };
  }
}

/** An entry with its system fields first, in the order Uniform answers them. */
export function entryResponseOrder(entry: StoredEntry['entry']): StoredEntry['entry'] {
  const { _id, _name, _slug, _thumbnail, type, fields, ...rest } = entry;
  return { _id, _name, _slug, _thumbnail, type, fields, ...rest };
}
