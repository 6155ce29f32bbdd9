// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildRoutes } from '@/lib/serve/build-routes';
import { createFrontDoor } from '@/lib/serve/front-door';
import { rawRequest } from '../support/raw-request';

/** The front door around a stand-in for Next that, as proxy.ts does, serves a Context visitor their own page, private. */
const routes: BuildRoutes = {
  isServable: (path) => ['/', '/about'].includes(path),
  isApiRoute: () => false,
  isStaticFile: () => false,
  notFoundHtml: '<!DOCTYPE html><html><body><h1>Not found</h1></body></html>',
  previewModeId: 'preview-id',
};

let server: Server;
let port = 0;
const asked: string[] = [];

const send = (path: string, headers: Record<string, string> = {}) => rawRequest({ port, path, headers });

beforeAll(async () => {
  const frontDoor = createFrontDoor({ routes, env: {} });
  server = createServer((req, res) =>
    frontDoor(req, res, () => {
      asked.push(req.url ?? '');
      const personal = req.url === '/' && req.headers.cookie?.includes('ufvd=');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', personal ? 'private, no-cache' : 's-maxage=31536000');
      res.end(`<!DOCTYPE html><html><body><h1>${personal ? 'variant' : req.url}</h1></body></html>`);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the front door and the Context', () => {
  it('serves a visitor without a Context cookie the page as it is, cacheable', async () => {
    const answer = await send('/?segment=florist', { cookie: 'HM_UUID=1' });
    expect(answer.body).toContain('<h1>/?segment=florist</h1>');
    expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=300');
    expect(answer.headers.vary).toBeUndefined();
  });

  it('keeps a Context visitor’s own page private to them, varying with the cookie', async () => {
    const answer = await send('/', { cookie: 'ufvd=~florist-1E~~0~' });
    expect(answer.body).toContain('<h1>variant</h1>');
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers['cdn-cache-control']).toBeUndefined();
    expect(answer.headers.vary).toBe('Cookie');
  });

  it('answers 404 to a page for an evaluation result asked for by name', async () => {
    const before = asked.length;
    for (const path of ['/_pz/0', '/%5Fpz/0', '/_pz', '/_pz/0?x=1']) {
      expect((await send(path, { cookie: 'ufvd=~florist-1E~~0~' })).status, path).toBe(404);
    }
    // Capitals are sent to the lowercase address first, which is a 404 in turn.
    expect((await send('/_PZ/0')).headers.location).toBe('/_pz/0');
    expect(asked.length).toBe(before);
  });
});
