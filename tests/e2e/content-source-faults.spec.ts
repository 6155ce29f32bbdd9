import { expect, test } from '@playwright/test';
import { siteOnFakeUniform } from './fake-uniform-site';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 90;
const PROJECT_MAP = '/api/v1/project-map-nodes';
// The published site answers an address from its route index (the project map, read at start-up and refreshed by
// webhooks): an address the index does not know never reaches Uniform (issue 45), and the front door answers one that is
// surely no page with the built 404. So the faults below are met by a server that started while Uniform was failing,
// before any index exists; the tests run in this order, the index first built by the last one.
const fake = siteOnFakeUniform(PORT, {}, (api) => api.fail(PROJECT_MAP, 500, 1_000));

test('a failing content service gives a styled 5xx page without a stack trace', async ({ page }) => {
  fake.api.fail(PROJECT_MAP, 500, 50);
  fake.api.fail('/api/v1/route', 500, 50);
  const response = await page.goto(`${fake.site.url}/a-page-published-after-the-build`);
  expect(response?.status()).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is having trouble loading');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  const html = await page.content();
  expect(html).not.toMatch(/at \w+ \(|node_modules|ApiClientError/);
});

test('prerendered pages keep working while the content service fails', async ({ request }) => {
  fake.api.fail(PROJECT_MAP, 500, 50);
  fake.api.fail('/api/v1/route', 500, 50);
  const response = await request.get(`${fake.site.url}/about`);
  expect(response.status()).toBe(200);
});

test('a content service answering garbage gives the designed error page, and prerendered pages keep working', async ({
  page,
  request,
}) => {
  fake.api.answerGarbage(PROJECT_MAP, '<html><body>Service temporarily unavailable</body></html>', 50);
  const response = await page.goto(`${fake.site.url}/published-while-the-api-answers-garbage`);
  expect(response?.status()).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is having trouble loading');
  fake.api.answerGarbage(PROJECT_MAP, { nodes: 'not a list of nodes' }, 50);
  expect((await page.goto(`${fake.site.url}/published-with-a-broken-answer`))?.status()).toBeGreaterThanOrEqual(500);
  expect((await request.get(`${fake.site.url}/about`)).status()).toBe(200);
});

test('an unknown path through the uniform source is a 404, and costs Uniform no route read', async ({ request }) => {
  const response = await request.get(`${fake.site.url}/not-in-the-project-map`);
  expect(response.status()).toBe(404);
  expect(fake.api.requests.some((entry) => entry.path === PROJECT_MAP)).toBe(true);
  expect(
    fake.api.requests.some(
      (entry) => entry.path === '/api/v1/route' && entry.query.get('path') === '/not-in-the-project-map',
    ),
  ).toBe(false);
});
