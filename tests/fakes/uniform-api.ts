import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * A small fake of Uniform's HTTP API on 127.0.0.1, serving the embedded content in `content/` in Uniform's response
 * shapes: /api/v1/route, /api/v1/canvas, /api/v1/entries, /api/v1/project-map-nodes. Faults can be queued per path
 * (status codes, or a request that never answers).
 */
export interface FakeUniformApi {
  url: string;
  requests: { method: string; path: string; query: URLSearchParams }[];
  /** The next `times` requests to `pathname` answer `status` (or hang with status 0). */
  fail(pathname: string, status: number, times?: number): void;
  /** Clears every queued fault. */
  clearFaults(): void;
  /** Replaces a composition's parameters or slots, as an editor's change would. */
  updateComposition(slug: string, change: (composition: Record<string, unknown>) => void): void;
  close(): Promise<void>;
}

function readAll(dir: string): unknown[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile() && item.name.endsWith('.json'))
    .map((item) => JSON.parse(readFileSync(join(item.parentPath, item.name), 'utf8')));
}

type Json = Record<string, unknown>;

export async function startFakeUniformApi(contentDir = join(process.cwd(), 'content')): Promise<FakeUniformApi> {
  const compositions = readAll(join(contentDir, 'compositions')) as { composition: Json }[];
  const nodes = readAll(join(contentDir, 'project-map')) as Json[];
  const entries = readAll(join(contentDir, 'entries')) as { entry: Json }[];
  const faults = new Map<string, { status: number; times: number }>();
  const requests: FakeUniformApi['requests'] = [];
  const hanging: ServerResponse[] = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams });
    const fault = faults.get(url.pathname);
    if (fault && fault.times > 0) {
      fault.times -= 1;
      if (fault.status === 0) {
        hanging.push(res);
        return;
      }
      return send(res, fault.status, { errorMessage: `fake fault ${fault.status}` });
    }
    switch (url.pathname) {
      case '/api/v1/route': {
        const path = url.searchParams.get('path') ?? '/';
        const node = nodes.find((candidate) => candidate.path === path);
        const found = node && compositions.find((item) => item.composition._id === node.compositionId);
        if (!found) return send(res, 200, { type: 'notFound' });
        return send(res, 200, { type: 'composition', matchedRoute: path, compositionApiResponse: { composition: found.composition, state: 64 } });
      }
      case '/api/v1/canvas':
      case '/api/v1/composition': {
        const slug = url.searchParams.get('slug');
        const found = compositions.find((item) => item.composition._slug === slug);
        return found ? send(res, 200, { composition: found.composition, state: 64 }) : send(res, 404, { errorMessage: 'not found' });
      }
      case '/api/v1/project-map-nodes':
        return send(res, 200, { nodes, projectMapId: 'fake' });
      case '/api/v1/entries': {
        const type = url.searchParams.get('filters.type[eq]');
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const limit = Number(url.searchParams.get('limit') ?? 100);
        const matching = entries.filter((item) => !type || item.entry.type === type);
        return send(res, 200, { entries: matching.slice(offset, offset + limit), totalCount: matching.length });
      }
      default:
        return send(res, 404, { errorMessage: `no fake for ${url.pathname}` });
    }
  };

  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    fail(pathname, status, times = 1) {
      faults.set(pathname, { status, times });
    },
    clearFaults() {
      faults.clear();
    },
    updateComposition(slug, change) {
      const found = compositions.find((item) => item.composition._slug === slug);
      if (!found) throw new Error(`no composition ${slug}`);
      change(found.composition);
    },
    close: () =>
      new Promise((resolve) => {
        hanging.forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
