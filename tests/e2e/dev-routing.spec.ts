import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';
import { startSecondServer, type SecondServer } from '../support/second-server';

/**
 * `next dev` makes the routing decisions the server makes (proxy.ts): a marketer's redirect with a variable, and a
 * Context visitor's personalized page. One dev server, compiling on demand: generous timeouts, no stopwatch.
 */
const DEV_PORT = Number(process.env.E2E_PORT ?? 3100) + 80;
const PROD_PORT = DEV_PORT + 1;
const FLORIST_COOKIE = 'ufvd=homeQuoteCta-getCoverageQuote~florist-1E~~0~';

test.describe.configure({ mode: 'serial', timeout: 600_000 });

let api: FakeUniformApi;
let production: SecondServer;
let dev: ChildProcess | undefined;
const devUrl = `http://127.0.0.1:${DEV_PORT}`;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  api = await startFakeUniformApi();
  const id = crypto.randomUUID();
  api.project.redirects.set(id, {
    redirect: { id, sourceUrl: '/spring/:kind', targetUrl: '/insurance/:kind', targetStatusCode: 301 },
    metadata: {},
  });
  production = await startSecondServer(PROD_PORT, api.siteEnv);
  let output = '';
  dev = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'dev', '--port', String(DEV_PORT)], {
    env: { ...process.env, ...api.siteEnv, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  dev.stdout?.on('data', (chunk) => (output += chunk));
  dev.stderr?.on('data', (chunk) => (output += chunk));
  await expect
    .poll(
      () =>
        fetch(`${devUrl}/robots.txt`).then(
          (response) => response.status,
          () => 0,
        ),
      {
        timeout: 480_000,
        intervals: [1_000],
        message: `next dev did not answer:\n${output}`,
      },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  production?.stop();
  await api?.close();
});

const get = (base: string, path: string, cookie?: string) =>
  fetch(`${base}${path}`, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
    signal: AbortSignal.timeout(300_000),
  });
const heading = async (response: Response) => /<h1[^>]*>(.*?)<\/h1>/s.exec(await response.text())?.[1];

test('next dev answers a redirect with a variable as the server does', async () => {
  for (const base of [production.url, devUrl]) {
    const answer = await get(base, '/spring/florists?ref=mail');
    expect(answer.status, base).toBe(301);
    expect(answer.headers.get('location'), base).toBe('/insurance/florists');
  }
});

test('next dev serves a Context visitor the personalized page the server serves', async () => {
  const served = await heading(await get(production.url, '/', FLORIST_COOKIE));
  const everyone = await heading(await get(production.url, '/'));
  expect(served).toBeTruthy();
  expect(served).not.toBe(everyone);
  const inDev = await get(devUrl, '/', FLORIST_COOKIE);
  expect(inDev.status).toBe(200);
  expect(await heading(inDev)).toBe(served);
});
