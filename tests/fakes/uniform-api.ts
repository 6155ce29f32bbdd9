import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { componentDefinitions, compositions, contentTypes, entries, locales } from './uniform/canvas';
import { manifest, signals, tests } from './uniform/context';
import { route } from './uniform/delivery';
import { projectMapNodes, projectMaps, redirects } from './uniform/project-map';
import { notFound, type FakeRequest, type FakeResponse } from './uniform/http';
import { DRAFT, EDITOR, entryResponseOrder, ProjectState, PUBLISHED, type StoredEntry } from './uniform/store';
import { seedFixtures, seedFromContent } from './uniform/seed';

/**
 * A stateful fake of one Uniform project's HTTP API on 127.0.0.1: the list, upsert and delete calls the Uniform CLI
 * makes for every entity the site syncs, the delivery calls the site's Uniform source makes (route, composition,
 * entries, project map nodes, manifest), each answered in the shapes of the SDKs' own types. Faults can be queued per
 * path (status codes, or a request that never answers).
 */
export interface FakeRequestRecord {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** When the request arrived (performance.now(), ms). */
  at: number;
  /** When the caller gave up on a request the fake left hanging, closing its connection (performance.now(), ms). */
  abandonedAt?: number;
}

export interface FakeUniformApi {
  url: string;
  /** The settings that make the site read its content from this fake. */
  siteEnv: Record<string, string>;
  project: ProjectState;
  requests: FakeRequestRecord[];
  /** The next `times` requests to `pathname` answer `status` (or hang with status 0), with this JSON body if given. */
  fail(pathname: string, status: number, times?: number, body?: unknown): void;
  /** The next `times` requests to `pathname` answer 200 with this body: a string as HTML, anything else as JSON. */
  answerGarbage(pathname: string, body: unknown, times?: number): void;
  clearFaults(): void;
  /** Changes a composition (draft and published), as an editor's saved and published change would. */
  updateComposition(slug: string, change: (composition: Record<string, unknown>) => void): void;
  /** Changes the heading of a composition's first content component that has one (draft and published). */
  setHeading(slug: string, heading: string): void;
  /** Saves and publishes an entry, as an editor's Publish does: the draft and the published version. */
  publishEntry(entry: StoredEntry['entry']): void;
  /** Unpublishes an entry, as Uniform's Unpublish does: the published version goes, the draft stays. */
  unpublishEntry(id: string): void;
  /** Changes a copy of the draft held as the open canvas editor's unsaved state (63). */
  editInCanvas(slug: string, change: (composition: Record<string, unknown>) => void): void;
  /** Changes a copy of an entry's draft held as the open canvas editor's unsaved state (63). */
  editEntryInCanvas(id: string, change: (entry: StoredEntry['entry']) => void): void;
  /** Copies a composition's draft into a release (created on first use) and changes the copy there. */
  editInRelease(releaseId: string, slug: string, change: (composition: Record<string, unknown>) => void): void;
  close(): Promise<void>;
}

export interface FakeUniformOptions {
  /** A `uniform sync pull` tree to start from; null starts an empty project. Default: the site's content/. */
  contentDir?: string | null;
  /** The server clock for timestamps a request does not carry. */
  now?: () => string;
  /** Also serve the typed fixtures (a page with a Uniform asset image, a redirect with every field). */
  fixtures?: boolean;
  /** Default: any free port. */
  port?: number;
}

type Route = (project: ProjectState, request: FakeRequest) => FakeResponse;
const ROUTES: Record<string, Route> = {
  '/api/v1/canvas-definitions': componentDefinitions,
  '/api/v1/canvas': compositions,
  '/api/v1/composition': compositions,
  '/api/v1/content-types': contentTypes,
  '/api/v1/entries': entries,
  '/api/v1/locales': locales,
  '/api/v1/project-map': projectMaps,
  '/api/v1/project-map-nodes': projectMapNodes,
  '/api/v1/redirect': redirects,
  '/api/v1/route': route,
  '/api/v2/signal': signals,
  '/api/v2/test': tests,
  '/api/v2/manifest': manifest,
};

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export async function startFakeUniformApi(options: FakeUniformOptions = {}): Promise<FakeUniformApi> {
  const project = new ProjectState('fake-project', options.now);
  const contentDir = options.contentDir === undefined ? join(process.cwd(), 'content') : options.contentDir;
  if (contentDir) seedFromContent(project, contentDir);
  if (options.fixtures) seedFixtures(project);
  const faults = new Map<string, { status: number; times: number; body?: unknown }>();
  const requests: FakeUniformApi['requests'] = [];
  const hanging: ServerResponse[] = [];

  const send = (res: ServerResponse, { status, body }: FakeResponse) => {
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const record: FakeRequestRecord = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      at: performance.now(),
    };
    requests.push(record);
    const fault = faults.get(url.pathname);
    if (fault && fault.times > 0) {
      fault.times -= 1;
      if (fault.status === 0) {
        res.on('close', () => (record.abandonedAt ??= performance.now()));
        return void hanging.push(res);
      }
      if (typeof fault.body === 'string')
        return void res.writeHead(200, { 'content-type': 'text/html' }).end(fault.body);
      return send(res, { status: fault.status, body: fault.body ?? { errorMessage: `fake fault ${fault.status}` } });
    }
    const handler = ROUTES[url.pathname];
    if (!handler) return send(res, notFound(`no fake for ${url.pathname}`));
    send(res, handler(project, { method, path: url.pathname, query: url.searchParams, body: await readBody(req) }));
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => send(res, { status: 500, body: { errorMessage: error.message } }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const updateComposition: FakeUniformApi['updateComposition'] = (slug, change) => {
    const found = [...project.compositions[DRAFT].values(), ...project.compositions[PUBLISHED].values()].filter(
      (item) => item.composition._slug === slug,
    );
    if (!found.length) throw new Error(`no composition ${slug}`);
    found.forEach((item) => change(item.composition as unknown as Record<string, unknown>));
  };
  return {
    url,
    siteEnv: {
      UNIFORM_API_KEY: 'test-key',
      UNIFORM_PROJECT_ID: 'test-project',
      UNIFORM_API_HOST: url,
      UNIFORM_EDGE_API_HOST: url,
    },
    project,
    requests,
    fail(pathname, status, times = 1, body) {
      faults.set(pathname, { status, times, body });
    },
    answerGarbage(pathname, body, times = 1) {
      faults.set(pathname, { status: 200, times, body });
    },
    clearFaults() {
      faults.clear();
    },
    updateComposition,
    setHeading(slug, heading) {
      updateComposition(slug, (composition) => {
        const slots = composition.slots as Record<string, { parameters: Record<string, unknown> }[]>;
        slots.content!.find((component) => component.parameters.heading)!.parameters.heading = {
          type: 'text',
          value: heading,
        };
      });
    },
    publishEntry(entry) {
      const now = project.now();
      for (const state of [DRAFT, PUBLISHED] as const) {
        const previous = project.entries[state].get(entry._id);
        project.entries[state].set(entry._id, {
          created: previous?.created ?? now,
          modified: now,
          pattern: false,
          entry: entryResponseOrder(structuredClone(entry)),
          state,
          projectId: project.projectId,
        });
      }
    },
    unpublishEntry(id) {
      if (!project.entries[PUBLISHED].delete(id)) throw new Error(`entry ${id} is not published`);
    },
    editInCanvas(slug, change) {
      const draft = [...project.compositions[DRAFT].values()].find((item) => item.composition._slug === slug);
      if (!draft) throw new Error(`no composition ${slug}`);
      const copy = structuredClone(draft);
      change(copy.composition as unknown as Record<string, unknown>);
      project.compositions[EDITOR].set(copy.composition._id, { ...copy, state: EDITOR });
    },
    editEntryInCanvas(id, change) {
      const draft = project.entries[DRAFT].get(id);
      if (!draft) throw new Error(`no entry ${id}`);
      const copy = structuredClone(draft);
      change(copy.entry);
      project.entries[EDITOR].set(id, { ...copy, state: EDITOR });
    },
    editInRelease(releaseId, slug, change) {
      const draft = [...project.compositions[DRAFT].values()].find((item) => item.composition._slug === slug);
      if (!draft) throw new Error(`no composition ${slug}`);
      const copy = structuredClone(draft);
      change(copy.composition as unknown as Record<string, unknown>);
      const release = project.releases.get(releaseId) ?? { compositions: new Map(), entries: new Map() };
      release.compositions.set(copy.composition._id, { ...copy, releaseId });
      project.releases.set(releaseId, release);
    },
    close: () =>
      new Promise((resolve) => {
        hanging.forEach((res) => {
          res.removeAllListeners('close');
          res.destroy();
        });
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
