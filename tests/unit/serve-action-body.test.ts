import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formPostRefusal, parseMultipart, replyProblem, type ActionCatalogue } from '@/lib/serve/action-body';
import type { BuildRoutes } from '@/lib/serve/build-routes';
import { createFrontDoor } from '@/lib/serve/front-door';
import { multipartBoundary } from '@/lib/serve/post-guard';
import { guardRequest, isUnsatisfiableRange } from '@/lib/serve/request-guard';
import { rawRequest } from '../support/raw-request';

/**
 * What Next answered with a 500 and a stack trace (issue 44, 3), refused by the front door first: form-post bodies
 * Next's multipart parser or React's reply decoder throw on, the editing render outside draft mode, an unsatisfiable
 * Range on a file of the build, `/_global-error` by name. Everything else reaches Next with its body unchanged.
 */
const BOUNDARY = 'B';
const multipart = (fields: [string, string][]) =>
  fields
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('') + `--${BOUNDARY}--\r\n`;
const fields = (entries: [string, string][]) => new Map(entries);

describe('action arguments React would throw on', () => {
  it.each([
    [
      'a prototype path',
      [
        ['0', '["$1:__proto__:then"]'],
        ['1', '{}'],
      ],
    ],
    ['a map of a missing field', [['0', '["$Q1"]']]],
    [
      'a set',
      [
        ['0', '["$W1"]'],
        ['1', '[]'],
      ],
    ],
    ['a blob', [['0', '["$B1"]']]],
    [
      'a server reference',
      [
        ['0', '["$F1"]'],
        ['1', '{"id":"x","bound":null}'],
      ],
    ],
    ['a bigint that is not one', [['0', '["$nx"]']]],
    ['a promise of a missing field', [['0', '["$@1"]']]],
    ['arguments that are not JSON', [['0', '[']]],
    ['no arguments', [['1_x', 'y']]],
    ['a prototype key', [['0', '[{"__proto__":{"then":1}}]']]],
    ['deep nesting', [['0', `${'['.repeat(100)}${']'.repeat(100)}`]]],
  ] as [string, [string, string][]][])('%s is refused', (_name, entries) => {
    expect(replyProblem(fields(entries), new Set(), '')).toBeDefined();
  });

  it('the site’s own calls pass: a form, the previous state and a form, values outlined in another field', () => {
    expect(
      replyProblem(
        fields([
          ['0', '["$K1"]'],
          ['1_name', 'Ana'],
        ]),
        new Set(),
        '',
      ),
    ).toBeUndefined();
    const state = '[{"values":{},"issues":{},"failure":"$undefined","at":"$D2026-01-01T00:00:00.000Z"},"$K1"]';
    expect(replyProblem(fields([['0', state]]), new Set(), '')).toBeUndefined();
    expect(
      replyProblem(
        fields([
          ['0', '["$1","$@1","$$escaped"]'],
          ['1', '{"a":"$n12"}'],
        ]),
        new Set(),
        '',
      ),
    ).toBeUndefined();
    expect(
      replyProblem(
        fields([
          ['$ACTION_1:0', '{"id":"a","bound":"$@1"}'],
          ['$ACTION_1:1', '[{}]'],
        ]),
        new Set(),
        '$ACTION_1:',
      ),
    ).toBeUndefined();
  });
});

describe('form posts', () => {
  const actions: ActionCatalogue = {
    has: (id) => ['lookup', 'render'].includes(id),
    isDraftOnly: (id) => id === 'render',
  };
  const post = async (body: string, action?: string, isDraft = false) =>
    formPostRefusal(
      await parseMultipart({ 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, Buffer.from(body)),
      action,
      actions,
      isDraft,
    );

  it('a truncated or garbage body, an unknown action or the editing render outside draft mode is refused', async () => {
    expect(
      await post(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"`, 'lookup'),
    ).toMatchObject({
      status: 400,
    });
    expect(await post('\u0000garbage', 'lookup')).toMatchObject({ status: 400 });
    expect(await post(multipart([['0', '["$K1"]']]), 'nope')).toMatchObject({ status: 400 });
    expect(await post(multipart([['0', '["$K1"]']]), 'render')).toMatchObject({ status: 403 });
    expect(await post(multipart([['$ACTION_ID_render', '']]))).toMatchObject({ status: 403 });
    expect(
      await post(
        multipart([
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', '{'],
        ]),
      ),
    ).toMatchObject({ status: 400 });
  });

  it('a good call passes, the editing render in draft mode, a post without JavaScript', async () => {
    expect(
      await post(
        multipart([
          ['0', '["$K1"]'],
          ['1_q', 'x'],
        ]),
        'lookup',
      ),
    ).toBeUndefined();
    expect(await post(multipart([['0', '["$K1"]']]), 'render', true)).toBeUndefined();
    const noScript = multipart([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', '{"id":"lookup","bound":"$@1"}'],
      ['$ACTION_1:1', '[{"values":{}}]'],
      ['$ACTION_KEY', 'k123'],
      ['reference', 'VA-ABCD-EFGH'],
    ]);
    expect(await post(noScript)).toBeUndefined();
  });

  it('a boundary is read as busboy reads it: none or empty is no boundary', () => {
    expect(multipartBoundary('multipart/form-data')).toBeUndefined();
    expect(multipartBoundary('multipart/form-data; boundary=')).toBeUndefined();
    expect(multipartBoundary('multipart/form-data; boundary=""')).toBeUndefined();
    expect(multipartBoundary('multipart/form-data; boundary=----x')).toBe('----x');
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
  });
});

describe('ranges and Next’s internal pages', () => {
  it('a range wholly past the end of the file, inverted or empty is unsatisfiable; others are served or ignored', () => {
    for (const range of ['bytes=999999-', 'bytes=5-2', 'bytes=-0', 'bytes=1-0,99999-']) {
      expect(isUnsatisfiableRange(range, 100), range).toBe(true);
    }
    for (const range of ['bytes=0-0', 'bytes=0-1,5-3', 'bytes=-5', 'bytes=90-999', 'items=999-', 'bytes=']) {
      expect(isUnsatisfiableRange(range, 100), range).toBe(range === 'bytes=');
    }
  });

  const guard = (url: string, range?: string) =>
    guardRequest({
      method: 'GET',
      url,
      isApiRoute: () => false,
      isStaticFile: (path) => path === '/favicon.ico',
      staticFileSize: (path) => (path === '/favicon.ico' ? 100 : undefined),
      range,
    });

  it('the guard answers 416 for a file of the build and the built 404 for /_global-error', () => {
    expect(guard('/favicon.ico', 'bytes=999999-')).toEqual({ kind: 'range-not-satisfiable', size: 100 });
    expect(guard('/favicon.ico', 'bytes=0-9')).toEqual({ kind: 'pass' });
    expect(guard('/about', 'bytes=999999-')).toEqual({ kind: 'pass' });
    expect(guard('/_global-error')).toEqual({ kind: 'not-found', reason: 'internal page' });
  });
});

describe('the front door in front of a stand-in for Next that echoes the body it receives', () => {
  const routes: BuildRoutes = {
    isServable: (path) => ['/about', '/favicon.ico'].includes(path),
    isApiRoute: () => false,
    isStaticFile: (path) => path === '/favicon.ico',
    staticFileSize: (path) => (path === '/favicon.ico' ? 100 : undefined),
    actions: { has: (id) => ['lookup', 'render'].includes(id), isDraftOnly: (id) => id === 'render' },
    notFoundHtml: '<!DOCTYPE html><html><body><h1>Not found</h1></body></html>',
    previewModeId: 'preview-id',
  };
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    const frontDoor = createFrontDoor({ routes, env: {} });
    server = createServer((req, res) =>
      frontDoor(req, res, () => {
        let body = '';
        req.setEncoding('utf8');
        req.on('data', (chunk: string) => (body += chunk));
        req.on('end', () => res.end(`next read: ${body}`));
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const call = (action: string, body: string, cookie?: string) =>
    rawRequest({
      port,
      path: '/about',
      method: 'POST',
      headers: {
        'next-action': action,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(cookie ? { cookie } : {}),
      },
      body,
    });

  it('a good action call reaches Next with its body byte for byte', async () => {
    const body = multipart([
      ['0', '["$K1"]'],
      ['1_name', 'Ana Lima'],
    ]);
    const answer = await call('lookup', body);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(`next read: ${body}`);
    const inDraft = await call('render', body, '__prerender_bypass=preview-id');
    expect(inDraft.body).toBe(`next read: ${body}`);
  });

  it.each([
    ['the editing render outside draft mode', () => call('render', multipart([['0', '["$K1"]']])), 403],
    [
      '"$1:__proto__:then"',
      () =>
        call(
          'lookup',
          multipart([
            ['0', '["$1:__proto__:then"]'],
            ['1', '{}'],
          ]),
        ),
      400,
    ],
    ['["$Q1"]', () => call('lookup', multipart([['0', '["$Q1"]']])), 400],
    [
      'a truncated body',
      () => call('lookup', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"\r\n\r\n[`),
      400,
    ],
    [
      'multipart with no boundary',
      () =>
        rawRequest({
          port,
          path: '/about',
          method: 'POST',
          headers: { 'next-action': 'lookup', 'content-type': 'multipart/form-data' },
          body: 'x',
        }),
      400,
    ],
    ['an unsatisfiable range', () => rawRequest({ port, path: '/favicon.ico', headers: { range: 'bytes=200-' } }), 416],
    ['/_global-error', () => rawRequest({ port, path: '/_global-error' }), 404],
  ] as const)('%s is refused before Next, with the security headers and one log line', async (_name, send, status) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(answer.body).not.toContain('next read');
    expect(answer.headers['strict-transport-security']).toContain('max-age=');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('the editing helper behind the front door', () => {
  const routes: BuildRoutes = {
    isServable: () => true,
    isApiRoute: (path) => path === '/api/preview/enhance',
    isStaticFile: () => false,
    notFoundHtml: '<!DOCTYPE html><html><body><h1>Not found</h1></body></html>',
    previewModeId: 'preview-id',
  };
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    const frontDoor = createFrontDoor({ routes, env: { UNIFORM_PREVIEW_SECRET: 'secret' } });
    server = createServer((req, res) => frontDoor(req, res, () => res.end('next')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const post = (headers: Record<string, string>) =>
    rawRequest({ port, path: '/api/preview/enhance', method: 'POST', headers, body: '{}' });

  it('a post with neither a pass nor draft mode is refused before Next; a declared 50 MB body too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await post({})).status).toBe(401);
    const huge = await rawRequest({
      port,
      path: '/api/preview/enhance',
      method: 'POST',
      headers: { 'content-length': String(50 * 1024 * 1024), cookie: '__prerender_bypass=preview-id' },
      body: '{',
      keepOpen: true,
    });
    expect(huge.status).toBe(413);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
    expect((await post({ 'x-editing-pass': 'checked by the route' })).body).toBe('next');
    expect((await post({ cookie: '__prerender_bypass=preview-id' })).body).toBe('next');
  });
});
