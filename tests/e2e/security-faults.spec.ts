import { expect, test } from '@playwright/test';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';
import { startSecondServer, type SecondServer } from '../support/second-server';
import { watchUncaughtErrors } from './support';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 93;
const TIMEOUT_MS = 1500;
let api: FakeUniformApi;
let site: SecondServer;

/** A second `next start` of the same build, reading content from a fake Uniform API that can fail or hang. */
test.beforeAll(async () => {
  api = await startFakeUniformApi();
  site = await startSecondServer(PORT, {
    ...api.siteEnv,
    UNIFORM_TIMEOUT_MS: String(TIMEOUT_MS),
  });
});

test.afterEach(() => api.clearFaults());

test.afterAll(async () => {
  site?.stop();
  await api?.close();
});

test('a content API that never answers gives the designed error page, each call abandoned at its deadline', async ({
  page,
}) => {
  api.fail('/api/v1/route', 0, 20);
  const before = api.requests.length;
  // The fake never answers these calls: only the site's own deadline can end the request before this timeout.
  const response = await page.goto(`${site.url}/published-while-the-api-hangs`, { timeout: 45_000 });
  expect(response?.status()).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is having trouble loading');

  const routeCalls = api.requests.slice(before).filter((request) => request.path === '/api/v1/route');
  expect(routeCalls.length).toBeGreaterThan(0);
  for (const call of routeCalls) {
    // The site closed each hanging call itself before answering, after waiting on it: the deadline, not a refusal. The
    // fake sees a call only after it was sent, so it sees the wait short of the timeout by that transit.
    expect(call.abandonedAt, 'the site left a hanging call open').toBeDefined();
    expect(call.abandonedAt! - call.at).toBeGreaterThan(TIMEOUT_MS / 2);
  }
});

test('prerendered pages keep answering while the content API hangs', async ({ request }) => {
  api.fail('/api/v1/route', 0, 20);
  api.fail('/api/v1/project-map-nodes', 0, 20);
  const response = await request.get(`${site.url}/about`, { timeout: 10_000 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<h1');
});

test('a failing content API leaves no unhandled rejection or uncaught error in the browser', async ({ page }) => {
  const problems = await watchUncaughtErrors(page);
  api.fail('/api/v1/route', 500, 20);
  await page.goto(`${site.url}/published-while-the-api-fails`);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});
