import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 90;
let api: FakeUniformApi;
let server: ChildProcess;
let output = '';

/** A second `next start` of the same build, with the uniform source pointed at a fake Uniform API. */
test.beforeAll(async () => {
  api = await startFakeUniformApi();
  server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
    env: { ...process.env, UNIFORM_API_KEY: 'test-key', UNIFORM_PROJECT_ID: 'test-project', UNIFORM_API_HOST: api.url, UNIFORM_EDGE_API_HOST: api.url, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/sitemap.xml`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`next start did not come up:\n${output}`);
});

test.afterEach(() => api.clearFaults());

test.afterAll(async () => {
  server?.kill();
  await api?.close();
});

test('a failing content service gives a styled 5xx page without a stack trace', async ({ page }) => {
  api.fail('/api/v1/route', 500, 50);
  const response = await page.goto(`http://127.0.0.1:${PORT}/a-page-published-after-the-build`);
  expect(response?.status()).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is having trouble loading');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  const html = await page.content();
  expect(html).not.toMatch(/at \w+ \(|node_modules|ApiClientError/);
});

test('an unknown path through the uniform source is a 404', async ({ request }) => {
  const response = await request.get(`http://127.0.0.1:${PORT}/not-in-the-project-map`);
  expect(response.status()).toBe(404);
  expect(api.requests.some((entry) => entry.path === '/api/v1/route' && entry.query.get('path') === '/not-in-the-project-map')).toBe(true);
});

test('prerendered pages keep working while the content service fails', async ({ request }) => {
  api.fail('/api/v1/route', 500, 50);
  const response = await request.get(`http://127.0.0.1:${PORT}/about`);
  expect(response.status()).toBe(200);
});
