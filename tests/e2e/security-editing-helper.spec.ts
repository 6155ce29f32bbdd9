import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { generateHash } from '@uniformdev/canvas';
import { startSecondServer, type SecondServer } from '../support/second-server';
import { rawRequest } from '../support/raw-request';

/**
 * The editing helper (`POST /api/preview/enhance`) against the built site with a preview secret: a huge body is
 * refused without being held, and what Next would have answered with a 500 (issue 44, 3) is a 4xx from the front door
 * with the security headers and one log line.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 97;
const SECRET = 'preview-secret-for-tests';
const HELPER = '/api/preview/enhance';
const FIFTY_MB = 50 * 1024 * 1024;
let site: SecondServer;
let draftCookie = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  site = await startSecondServer(PORT, { UNIFORM_PREVIEW_SECRET: SECRET });
  const entered = await rawRequest({ port: PORT, path: `/api/preview?secret=${SECRET}&path=/about` });
  draftCookie = [entered.headers['set-cookie'] ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  expect(draftCookie).toContain('__prerender_bypass=');
});

test.afterAll(() => site?.stop());

/** The server's resident memory, in MB. */
const residentMb = () => {
  const status = readFileSync(`/proc/${site.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/**
 * Streams `total` bytes of JSON-looking text to the helper over a raw socket, as fast as the server takes them,
 * until it answers: the status, how much went out before the answer and how long it took (from the head, or
 * from the body's first byte when the head alone was not answered).
 */
function streamPost(headers: Record<string, string>, total: number) {
  return new Promise<{ status: number; sentMb: number; ms: number }>((resolve, reject) => {
    let started = performance.now();
    let sent = 0;
    let received = '';
    let status = 0;
    const socket = connect(PORT, '127.0.0.1');
    const head = Object.entries({ host: `127.0.0.1:${PORT}`, ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const chunked = headers['transfer-encoding'] === 'chunked';
    const chunk = Buffer.alloc(256 * 1024, '[');
    const framed = chunked
      ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
      : chunk;
    const finish = () => {
      socket.destroy();
      resolve({ status, sentMb: sent / 1024 / 1024, ms: Math.round(performance.now() - started) });
    };
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => {
      received += data;
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (match && !status) {
        status = Number(match[1]);
        finish();
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => (status ? undefined : reject(new Error(`closed without an answer after ${sent} bytes`))));
    const pump = () => {
      while (!status && sent < total && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(framed)) return void socket.once('drain', pump);
      }
      if (!status && chunked && !socket.destroyed) socket.write('0\r\n\r\n');
    };
    // The head first, and the body only if no answer came to the head alone (as a client sending `Expect:
    // 100-continue` would): a server that refuses on the head and closes would otherwise reset the connection under
    // the answer.
    socket.write(`POST ${HELPER} HTTP/1.1\r\n${head}\r\n`, () =>
      setTimeout(() => {
        started = performance.now();
        pump();
      }, 200),
    );
  });
}

test('a 50 MB post to the editing helper is refused at once and the instance’s memory is unchanged', async () => {
  const warm = { composition: { type: 'page' }, hash: 1 };
  for (let index = 0; index < 5; index += 1) {
    await rawRequest({ port: PORT, path: HELPER, method: 'POST', body: JSON.stringify(warm) });
  }
  const before = residentMb();
  const shapes: [string, Record<string, string>, number][] = [
    ['declared 50 MB, no pass', { 'content-type': 'application/json', 'content-length': String(FIFTY_MB) }, 413],
    ['chunked, no pass', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, 401],
    [
      'chunked, in draft mode',
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked', cookie: draftCookie },
      413,
    ],
  ];
  for (const [name, headers, status] of shapes) {
    for (let round = 0; round < 3; round += 1) {
      const answer = await streamPost(headers, FIFTY_MB);
      console.log(
        `50 MB to the editing helper, ${name}: ${answer.status} in ${answer.ms} ms, ${answer.sentMb} MB sent`,
      );
      expect(answer.status, name).toBe(status);
      expect(answer.sentMb, `${name}: answered before the body was taken`).toBeLessThan(50);
    }
  }
  const after = residentMb();
  console.log(`editing helper server memory: ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB after`);
  expect(Math.abs(after - before), 'resident memory (MB) moved by').toBeLessThan(20);
});

test('the SDK’s post (the canvas’ hash) is answered in draft mode only; deep JSON is a 400', async () => {
  const composition = { _id: 'c', _name: 'About', type: 'page', slots: {} };
  const body = JSON.stringify({ composition, hash: generateHash({ composition, secret: SECRET }) });
  const json = { 'content-type': 'application/json' };
  expect((await rawRequest({ port: PORT, path: HELPER, method: 'POST', headers: json, body })).status).toBe(401);
  const inDraft = { ...json, cookie: draftCookie };
  const answer = await rawRequest({ port: PORT, path: HELPER, method: 'POST', headers: inDraft, body });
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toEqual({ composition });
  const deep = `{"composition":{"type":"page","x":${'['.repeat(100_000)}${']'.repeat(100_000)}},"hash":1}`;
  for (const headers of [json, inDraft]) {
    const refused = await rawRequest({ port: PORT, path: HELPER, method: 'POST', headers, body: deep });
    expect([400, 401]).toContain(refused.status);
  }
});

/** The build's server actions by export name (the ids change with every build). */
function actionId(name: string): string {
  const manifest = JSON.parse(
    readFileSync(join(process.cwd(), '.next/server/server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { exportedName?: string }> };
  const id = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === name)?.[0];
  if (!id) throw new Error(`no action ${name} in the build`);
  return id;
}

const BOUNDARY = 'VerdanceBoundary';
const multipart = (fields: [string, string][]) =>
  fields
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('') + `--${BOUNDARY}--\r\n`;

test('what Next answered with a 500 is a 4xx before Next, with the security headers and one log line', async () => {
  const render = actionId('renderEditedComposition');
  const lookup = actionId('lookupQuote');
  const call = (action: string, body: string, type = `multipart/form-data; boundary=${BOUNDARY}`) => ({
    path: '/about',
    method: 'POST',
    headers: { 'next-action': action, 'content-type': type },
    body,
  });
  const cases: [string, Parameters<typeof rawRequest>[0] extends infer R ? Omit<R & object, 'port'> : never, number][] =
    [
      [
        'the editing render outside draft mode',
        call(
          render,
          multipart([
            ['1_composition', '{"type":"page"}'],
            ['1_path', '/'],
            ['0', '["$K1"]'],
          ]),
        ),
        403,
      ],
      [
        'a prototype path in the arguments',
        call(
          lookup,
          multipart([
            ['0', '["$1:__proto__:then"]'],
            ['1', '{}'],
          ]),
        ),
        400,
      ],
      ['a map of a missing field', call(lookup, multipart([['0', '["$Q1"]']])), 400],
      ['multipart with no boundary', call(lookup, 'x', 'multipart/form-data'), 400],
      ['multipart with an empty boundary', call(lookup, 'x', 'multipart/form-data; boundary='), 400],
      [
        'a truncated body',
        call(lookup, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"`),
        400,
      ],
      ['a garbage body', call(lookup, '\u0000\u0001garbage'), 400],
      [
        'a form post without JavaScript, truncated',
        {
          path: '/about',
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="$ACTION_ID_${lookup}"\r\n\r\n`,
        },
        400,
      ],
      ['an unsatisfiable Range on a public file', { path: '/favicon.ico', headers: { range: 'bytes=999999-' } }, 416],
      ['an inverted Range on a public file', { path: '/favicon.ico', headers: { range: 'bytes=5-2' } }, 416],
      ['Next’s global error page by name', { path: '/_global-error' }, 404],
    ];
  for (const [name, shape, status] of cases) {
    const logged = site.output().length;
    const answer = await rawRequest({ port: PORT, ...shape });
    expect(answer.status, name).toBe(status);
    expect(answer.headers['strict-transport-security'], name).toContain('max-age=');
    expect(answer.headers['x-content-type-options'], name).toBe('nosniff');
    expect(answer.body, name).not.toMatch(/at \w+ \(|digest/);
    await expect
      .poll(() => site.output().slice(logged).split('\n').filter(Boolean), { message: name })
      .toEqual([expect.stringMatching(new RegExp(`^front door: ${status} `))]);
  }
  // A satisfiable range is still served, and the editing render still answers in draft mode.
  expect((await rawRequest({ port: PORT, path: '/favicon.ico', headers: { range: 'bytes=0-9' } })).status).toBe(206);
});
