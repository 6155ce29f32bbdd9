import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startSecondServer, type SecondServer } from '../support/second-server';
import { rawRequest, type RawRequest } from '../support/raw-request';

/**
 * Over 3,000 hostile requests, generated from shapes (paths and their encodings, queries, headers, cookies, methods,
 * bodies, multipart action calls, ranges), against the built site with a preview secret (so the editing helper and
 * draft-mode checks answer): not one answer of 5xx (issue 44). Plain HTTP from Node, eight at a time.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 98;
const CONCURRENCY = 8;
let site: SecondServer;

test.beforeAll(async () => {
  site = await startSecondServer(PORT, { UNIFORM_PREVIEW_SECRET: 'preview-secret-for-tests' });
});
test.afterAll(() => site?.stop());

type Shape = Omit<RawRequest, 'port'>;

const MARKUP = '"><img src=x onerror=alert(1)>';
const VALUES = [
  MARKUP,
  '%',
  '%%',
  '%00',
  '%ff%fe',
  '-1',
  '1e309',
  '99999999999999999999',
  '[]',
  '{}',
  '../../etc/passwd',
  '//evil.example',
  'a'.repeat(5000),
  '%E0%A4%A',
];
const encode = (value: string) => (value.startsWith('%') ? value : encodeURIComponent(value));

function pathShapes(staticChunk: string): Shape[] {
  const bases = [
    '/',
    '/about',
    '/search',
    '/insurance/general-liability',
    '/learning-center',
    '/api/health',
    '/api/v1/logging/LogDebug',
    '/favicon.ico',
    '/_next/image',
    '/api/preview',
    '/api/preview/exit',
    '/api/personalization/points',
    '/nope',
    staticChunk,
  ];
  const mutations: ((path: string) => string)[] = [
    (path) => path,
    (path) => `${path}/`,
    (path) => `${path}//`,
    (path) => `${path}%2F`,
    (path) => `${path}/..`,
    (path) => `${path}/%2e%2e`,
    (path) => `${path}/%2e%2e/%2e%2e/package.json`,
    (path) => `${path}%00`,
    (path) => `${path}%ff`,
    (path) => `${path}%`,
    (path) => `${path}%c0%af`,
    (path) => `${path}/.`,
    (path) => `${path}.rsc`,
    (path) => `${path}.txt`,
    (path) => `${path}.json`,
    (path) => `${path};x=1`,
    (path) => path.toUpperCase(),
    (path) => path.replaceAll('a', '%61'),
    (path) => path.replaceAll('/', '%2f'),
    (path) => `${path}/${'x'.repeat(3000)}`,
    (path) => `${path}\\`,
    (path) => `${path}%5c..%5c`,
    (path) => `${path}%252e%252e`,
    (path) => `${path}/%E2%80%AE`,
    (path) => `${path}/%F0%9F%8C%B1`,
    (path) => `${path}/*`,
    (path) => `${path}/index`,
    (path) => `${path}.html`,
    (path) => `${path}%20`,
    (path) => `${path}~`,
    (path) => `/.${path}`,
  ];
  const shapes = bases.flatMap((base) => mutations.map((mutate) => ({ path: mutate(base) })));
  const named = [
    '/_global-error',
    '/_not-found',
    '/_error',
    '/_app',
    '/_document',
    '/__nextjs_original-stack-frame',
    '/__nextjs_source-map',
    '/_next/webpack-hmr',
    '/_next/data/x/about.json',
    '/_next/static/../../.env',
    '/_next/static/chunks/nope.js',
    '/.well-known/security.txt',
    '/.git/config',
    '/.env',
    '/_next/image?url=http://169.254.169.254/&w=64&q=75',
    '/_next/image?url=%2F..%2F.env&w=64&q=75',
    '/_next/image?url=/favicon.ico&w=99999&q=75',
    '/_next/image?url=/favicon.ico&w=64&q=999',
    '/_next/image?url=/favicon.svg&w=64&q=75',
    '/index.rsc',
    '/about.rsc',
    '/about.segments/_tree.segment.rsc',
  ];
  return [...shapes, ...named.map((path) => ({ path }))];
}

function queryShapes(): Shape[] {
  const pages = ['/', '/about', '/search', '/learning-center', '/_next/image', '/api/personalization/points'];
  const params = ['q', 'page', 'path', 'url', 'w', 'secret', 'slug', 'releaseId', '_rsc', 'supportid', 'x'];
  const more = ['/api/preview', '/api/preview/exit', '/api/health'];
  return [...pages, ...more].flatMap((page) =>
    params.flatMap((param) => VALUES.map((value) => ({ path: `${page}?${param}=${encode(value)}` }))),
  );
}

function headerShapes(): Shape[] {
  const sets: Record<string, string>[] = [
    { host: '' },
    { host: 'evil.example' },
    { host: 'a'.repeat(300) },
    { host: '[::1]' },
    { host: 'localhost:99999' },
    { 'x-forwarded-for': 'not an address, 999.1.1.1, ::ffff:x' },
    { 'x-forwarded-for': Array.from({ length: 200 }, (_, index) => `10.0.0.${index % 255}`).join(', ') },
    { 'x-forwarded-host': 'evil.example' },
    { 'x-forwarded-host': '' },
    { 'x-forwarded-proto': 'gopher' },
    { rsc: '1' },
    { rsc: '1', 'next-router-state-tree': '%5B' },
    { rsc: '1', 'next-router-state-tree': '[]' },
    { rsc: '1', 'next-router-state-tree': encodeURIComponent('["",{"children":["__PAGE__",{}]},null,null,true]') },
    { rsc: '1', 'next-router-state-tree': 'x'.repeat(5000) },
    { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' },
    { rsc: '1', 'next-router-segment-prefetch': '../../x' },
    { 'next-url': '/evil' },
    { accept: '*/*;q=x' },
    { accept: 'text/x-component' },
    { 'accept-encoding': 'gzip;q=2, br;q=NaN, zstd' },
    { 'accept-encoding': 'x'.repeat(4000) },
    { 'if-none-match': '*' },
    { 'if-none-match': 'W/"x", "y"' },
    { 'if-modified-since': 'garbage' },
    { 'content-type': 'multipart/form-data' },
    { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    { 'x-middleware-subrequest': 'src/middleware:src/middleware:proxy:proxy:proxy' },
    { 'x-nextjs-data': '1' },
    { 'x-invoke-path': '/api/health', 'x-invoke-query': '%7B' },
    { 'x-matched-path': '/about' },
    { 'x-now-route-matches': '%' },
    { purpose: 'prefetch', 'sec-purpose': 'prefetch;prerender' },
    { 'content-security-policy': "script-src 'unsafe-inline'" },
    { 'x-real-ip': 'junk' },
    { 'next-action': 'junk' },
    { 'x-verdance-variant-url': '/../../etc/passwd' },
    { 'x-http-method-override': 'DELETE' },
    { 'max-forwards': '0' },
    { expect: '100-continue' },
  ];
  const paths = ['/', '/about', '/api/health', '/favicon.ico', '/search?q=florist'];
  return paths.flatMap((path) => sets.map((headers) => ({ path, headers })));
}

function cookieShapes(): Shape[] {
  const cookies = [
    '__prerender_bypass=x',
    '__prerender_bypass=x; __next_preview_data=y',
    `__next_preview_data=${'a'.repeat(3000)}`,
    'ufvd=junk',
    'ufvd=%7B',
    `ufvd=${encodeURIComponent('{"visits":-1,"scores":{"__proto__":{"x":1}}}')}`,
    `ufvd=${'%7B'.repeat(2000)}`,
    'ufvdqk=%7B%22x%22%3A1%7D',
    'ufvdqk=%',
    ';;;',
    '=',
    'x=%',
    'verdance_preview_release=../../',
    'verdance_preview_release=%00',
    'NEXT_LOCALE=../..',
    '__Host-x=1; __Secure-y=2',
    `a=${'b'.repeat(6000)}`,
    'ufvd=1; ufvd=2; ufvd=3',
    '__prerender_bypass=; __prerender_bypass=',
    '"quoted"="value"',
    'cookie-without-value',
  ];
  const paths = ['/', '/about', '/search', '/api/personalization/points?path=/', '/api/preview/enhance'];
  return paths.flatMap((path) => cookies.map((cookie) => ({ path, headers: { cookie } })));
}

function methodShapes(): Shape[] {
  const paths = [
    '/',
    '/about',
    '/api/health',
    '/api/analytics',
    '/favicon.ico',
    '/api/preview/enhance',
    '/_next/image',
    '/nope',
  ];
  const methods = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'PURGE', 'BAN', 'LINK', 'MKCOL'];
  return paths.flatMap((path) => [...methods, 'SEARCH', 'QUERY', 'HEAD', 'POST'].map((method) => ({ path, method })));
}

function bodyShapes(): Shape[] {
  const paths = [
    '/api/analytics',
    '/api/revalidate',
    '/api/preview/enhance',
    '/api/v1/logging/LogDebug',
    '/api/v1/logging/LogError',
    '/api/preview',
    '/api/health',
    '/api/integrations/config',
  ];
  const bodies = [
    '',
    '{',
    'null',
    '[]',
    '{"a":1}',
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    '{"__proto__":{"polluted":1}}',
    '{"composition":{"type":1}}',
    '{"composition":{"type":"page"},"hash":"x"}',
    'x'.repeat(100_000),
    '\u0000\u0001\u00ff',
    '"$1:__proto__:then"',
  ];
  const types = [
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
  ];
  const extra: Record<string, string>[] = [
    { 'x-editing-pass': 'junk', 'x-editing-signature': 't=1,v1=00' },
    { 'svix-id': 'x', 'svix-timestamp': String(Math.floor(Date.now() / 1000)), 'svix-signature': 'v1,junk' },
  ];
  return paths.flatMap((path) =>
    bodies.flatMap((body) => [
      ...types.map((type) => ({ path, method: 'POST', headers: { 'content-type': type }, body })),
      { path, method: 'POST', body },
      ...extra.map((headers) => ({
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      })),
    ]),
  );
}

function actionShapes(actionIds: string[]): Shape[] {
  const boundary = 'SweepBoundary';
  const part = (name: string, value: string, file = false) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="a.txt"' : ''}\r\n\r\n${value}\r\n`;
  const close = `--${boundary}--\r\n`;
  const bodies: [string, string][] = [
    ['multipart/form-data', part('0', '["$K1"]') + close],
    ['multipart/form-data; boundary=', part('0', '["$K1"]') + close],
    ['multipart/form-data; boundary=""', part('0', '["$K1"]') + close],
    [
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"`,
    ],
    [`multipart/form-data; boundary=${boundary}`, 'garbage\u0000'],
    [`multipart/form-data; boundary=${boundary}`, ''],
    [`multipart/form-data; boundary=${boundary}`, part('0', '["$1:__proto__:then"]') + part('1', '{}') + close],
    [`multipart/form-data; boundary=${boundary}`, part('0', '["$Q1"]') + close],
    [`multipart/form-data; boundary=${boundary}`, part('0', '["$K1"]') + part('1_x', 'y') + close],
    [`multipart/form-data; boundary=${boundary}`, part('0', '[{"values":{}},"$K1"]') + close],
    [`multipart/form-data; boundary=${boundary}`, part('0', '["$@1"]') + close],
    [`multipart/form-data; boundary=${boundary}`, part('0', '["$W1"]') + part('1', '[]') + close],
    [`multipart/form-data; boundary=${boundary}`, part('0', '["$B1"]') + close],
    [`multipart/form-data; boundary=${boundary}`, part('0', '["$F1"]') + part('1', '{"id":"x","bound":null}') + close],
    [`multipart/form-data; boundary=${boundary}`, part('0', '["$n"]') + close],
    [`multipart/form-data; boundary=${boundary}`, part('0', `${'['.repeat(5000)}${']'.repeat(5000)}`) + close],
    [`multipart/form-data; boundary=${boundary}`, part('0', '{"__proto__":{"then":1}}') + close],
    [`multipart/form-data; boundary=${boundary}`, part('0', 'not json', true) + close],
    [`multipart/form-data; boundary=${boundary}`, part('$ACTION_REF_1', '') + part('$ACTION_1:0', '{') + close],
    [
      `multipart/form-data; boundary=${boundary}`,
      part('$ACTION_REF_1', '') +
        part('$ACTION_1:0', '{"id":"nope","bound":"$@1"}') +
        part('$ACTION_1:1', '[]') +
        close,
    ],
    [`multipart/form-data; boundary=${boundary}`, part('$ACTION_ID_nope', '') + close],
    [`multipart/form-data; boundary=${boundary}`, part('$ACTION_KEY', 'k1') + close],
  ];
  const actions = [undefined, ...actionIds, 'x', '0'.repeat(42), '../..'];
  return ['/', '/about', '/contact-us'].flatMap((path) =>
    actions.flatMap((action) =>
      bodies.map(([type, body]) => ({
        path,
        method: 'POST',
        headers: { 'content-type': type, ...(action === undefined ? {} : { 'next-action': action }) },
        body,
      })),
    ),
  );
}

function rangeShapes(staticChunk: string): Shape[] {
  const paths = ['/favicon.ico', '/favicon.svg', staticChunk, '/about', '/api/health', '/robots.txt'];
  const ranges = [
    'bytes=999999-',
    'bytes=5-2',
    'bytes=-0',
    'bytes=0-0',
    'bytes=0-1,5-3',
    'bytes=--1',
    'bytes=a-b',
    'bytes=0-99999999999999999999',
    'bytes=',
    'items=0-1',
    'bytes=0-1,2-3,4-5',
    'bytes=-99999999',
    ' bytes=9999999-',
    'bytes=1-0,99999-',
  ];
  return paths.flatMap((path) =>
    ranges.flatMap((range): Shape[] => [
      { path, headers: { range } },
      { path, headers: { range, 'if-range': 'W/"nope"' } },
    ]),
  );
}

/** The build's server action ids and one of its script chunks. */
function fromTheBuild() {
  const manifest = JSON.parse(readFileSync(join('.next', 'server', 'server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, unknown>;
  };
  const chunk = readdirSync(join('.next', 'static', 'chunks')).find((name) => name.endsWith('.js'));
  return { actionIds: Object.keys(manifest.node), staticChunk: `/_next/static/chunks/${chunk}` };
}

test('over 3,000 hostile requests, not one answered with a 5xx', async () => {
  test.setTimeout(600_000);
  const { actionIds, staticChunk } = fromTheBuild();
  const groups: Record<string, Shape[]> = {
    paths: pathShapes(staticChunk),
    queries: queryShapes(),
    headers: headerShapes(),
    cookies: cookieShapes(),
    methods: methodShapes(),
    bodies: bodyShapes(),
    actions: actionShapes(actionIds),
    ranges: rangeShapes(staticChunk),
  };
  const groupOf = new Map<Shape, string>();
  for (const [name, list] of Object.entries(groups)) for (const shape of list) groupOf.set(shape, name);
  const spent = new Map<string, number>();
  const shapes = Object.values(groups).flat();
  expect(shapes.length).toBeGreaterThan(3000);
  const statuses = new Map<number, number>();
  const serverErrors: string[] = [];
  const unanswered: string[] = [];
  const describe = (shape: Shape) =>
    `${shape.method ?? 'GET'} ${shape.path.slice(0, 80)} ${JSON.stringify(shape.headers ?? {}).slice(0, 160)} ${(shape.body ?? '').slice(0, 60)}`;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < shapes.length) {
      const shape = shapes[next++]!;
      const began = performance.now();
      try {
        const { status } = await rawRequest({ port: PORT, ...shape });
        const group = groupOf.get(shape) ?? '';
        spent.set(group, (spent.get(group) ?? 0) + performance.now() - began);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) serverErrors.push(`${status} ${describe(shape)}`);
      } catch (error) {
        unanswered.push(`${describe(shape)}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${shapes.length} hostile requests in ${seconds} s; answers by status:`, Object.fromEntries(statuses));
  console.log(
    'seconds spent by kind:',
    Object.fromEntries([...spent].map(([name, ms]) => [name, Math.round(ms / 1000)])),
  );
  if (unanswered.length)
    console.log(`no answer (connection closed by the server or refused by the client):`, unanswered);
  expect(serverErrors).toEqual([]);
  // A refusal may close the connection under a body still being sent; nearly every request is answered.
  expect(unanswered.length).toBeLessThan(shapes.length / 100);
  expect(site.output()).not.toMatch(/uncaughtException|unhandledRejection/);
});
