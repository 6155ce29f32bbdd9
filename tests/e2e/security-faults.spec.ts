import { expect, test } from '@playwright/test';
import { siteOnFakeUniform } from './fake-uniform-site';
import { watchUncaughtErrors } from './support';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 93;
const TIMEOUT_MS = 1500;
const PROJECT_MAP = '/api/v1/project-map-nodes';
// An address reaches Uniform's route API only once the route index (the project map, read at start-up) knows it, and
// the front door answers one surely no page itself (issue 45): so the server starts while Uniform fails, and these faults
// are met on the index's first read, before any index exists.
/** Content from a fake Uniform API that can fail or hang. */
const fake = siteOnFakeUniform(PORT, { UNIFORM_TIMEOUT_MS: String(TIMEOUT_MS) }, (api) =>
  api.fail(PROJECT_MAP, 500, 1_000),
);
const CONTENT_READS = new Set(['/api/v1/route', PROJECT_MAP]);

test('a content API that never answers gives the designed error page, each call abandoned at its deadline', async ({
  page,
}) => {
  fake.api.fail('/api/v1/route', 0, 20);
  fake.api.fail(PROJECT_MAP, 0, 20);
  const before = fake.api.requests.length;
  // The fake never answers these calls: only the site's own deadline can end the request before this timeout.
  const response = await page.goto(`${fake.site.url}/published-while-the-api-hangs`, { timeout: 45_000 });
  expect(response?.status()).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is having trouble loading');

  const routeCalls = fake.api.requests.slice(before).filter((request) => CONTENT_READS.has(request.path));
  expect(routeCalls.length).toBeGreaterThan(0);
  for (const call of routeCalls) {
    // The site closed each hanging call itself before answering, after waiting on it: the deadline, not a refusal. The
    // fake sees a call only after it was sent, so it sees the wait short of the timeout by that transit.
    expect(call.abandonedAt, 'the site left a hanging call open').toBeDefined();
    expect(call.abandonedAt! - call.at).toBeGreaterThan(TIMEOUT_MS / 2);
  }
});

test('prerendered pages keep answering while the content API hangs', async ({ request }) => {
  fake.api.fail('/api/v1/route', 0, 20);
  fake.api.fail(PROJECT_MAP, 0, 20);
  const response = await request.get(`${fake.site.url}/about`, { timeout: 10_000 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<h1');
});

test('a failing content API leaves no unhandled rejection or uncaught error in the browser', async ({ page }) => {
  const problems = await watchUncaughtErrors(page);
  fake.api.fail('/api/v1/route', 500, 20);
  fake.api.fail(PROJECT_MAP, 500, 20);
  await page.goto(`${fake.site.url}/published-while-the-api-fails`);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});
