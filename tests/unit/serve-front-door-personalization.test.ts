// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildRoutes } from '@/lib/serve/build-routes';
import { createFrontDoor } from '@/lib/serve/front-door';
import { createPersonalization } from '@/lib/serve/personalization';
import { VARIANT_URL_HEADER } from '@/lib/personalization/variant-header';
import type { DecisionPoint } from '@/lib/personalization/evaluate';
import { rawRequest } from '../support/raw-request';

/** The front door's personalization step, in front of a stand-in for Next that names the address it was asked for. */
const routes: BuildRoutes = {
  isServable: (path) => ['/', '/about'].includes(path),
  isApiRoute: () => false,
  isStaticFile: () => false,
  notFoundHtml: '<!DOCTYPE html><html><body><h1>Not found</h1></body></html>',
  previewModeId: 'preview-id',
};
const heroPoint: DecisionPoint = {
  kind: 'pz',
  name: 'homeHero',
  take: 1,
  variants: [{ id: 'florist', pz: { crit: [{ l: 'florist', op: '>', r: 0 }] } }, { id: 'default' }],
};
const manifest = {
  project: {
    pz: {
      sig: {
        florist: { str: 50, cap: 100, dur: 's' as const, crit: { type: 'G' as const, op: '|' as const, clauses: [] } },
      },
      enr: {},
      agg: {},
    },
    test: {},
  },
};

let server: Server;
let port = 0;
const asked: string[] = [];

const send = (path: string, headers: Record<string, string> = {}) => rawRequest({ port, path, headers });

beforeAll(async () => {
  const personalize = createPersonalization(async (path) => ({ manifest, points: path === '/' ? [heroPoint] : [] }));
  const frontDoor = createFrontDoor({ routes, env: {}, personalize });
  server = createServer((req, res) =>
    frontDoor(req, res, () => {
      // As proxy.ts does: the page named by the front door's header, else the address asked for.
      const served = (req.headers[VARIANT_URL_HEADER] as string | undefined) ?? req.url ?? '';
      asked.push(served);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 's-maxage=31536000');
      res.end(`<!DOCTYPE html><html><body><h1>${served}</h1></body></html>`);
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

  it('serves a Context visitor the page for their evaluation result, private to them', async () => {
    const answer = await send('/?a=1', { cookie: 'ufvd=~florist-1E~~0~' });
    expect(answer.body).toContain('<h1>/_pz/0?a=1</h1>');
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers['cdn-cache-control']).toBeUndefined();
    expect(answer.headers.vary).toBe('Cookie');
    expect((await send('/', { cookie: 'ufvd=~~~0~' })).body).toContain('<h1>/_pz/1</h1>');
  });

  it('drops a variant header a client sends', async () => {
    const answer = await send('/about', { [VARIANT_URL_HEADER]: '/_pz/0/about' });
    expect(answer.body).toContain('<h1>/about</h1>');
  });

  it('leaves pages without decision points alone, for everyone', async () => {
    const answer = await send('/about', { cookie: 'ufvd=~florist-1E~~0~' });
    expect(answer.body).toContain('<h1>/about</h1>');
    expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=300');
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
