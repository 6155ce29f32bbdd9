// @vitest-environment node
import { join } from 'node:path';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';
import { DRAFT, PUBLISHED } from '../fakes/uniform/store';
import { runUniformSync } from '../support/uniform-cli';

/**
 * `npm run uniform:push` from a checkout that is behind the project: what marketers made in Uniform since (a redirect,
 * a published post) must still be there afterwards; what the checkout has is created or updated.
 */
const ROOT = join(__dirname, '..', '..');
let api: FakeUniformApi;
afterAll(() => api?.close());

it('creates and updates, and deletes nothing that exists only in Uniform', async () => {
  api = await startFakeUniformApi({ contentDir: null });
  const redirectId = '0f6b2d4e-8a1c-4e3f-9b5d-7c2a1e0f3b64';
  api.project.redirects.set(redirectId, {
    redirect: { id: redirectId, sourceUrl: '/spring', targetUrl: '/insurance', targetStatusCode: 302 },
    metadata: {},
  });
  const post = {
    _id: '2c8e4a6f-0b1d-4c3e-8f5a-9d7b6e4c2a10',
    _name: 'Written in Uniform',
    _slug: 'written-in-uniform',
    type: 'glossaryItem',
    fields: {},
  };
  api.publishEntry(post);

  const push = await runUniformSync('push', ROOT, api.url);
  expect(push.code, push.output).toBe(0);
  expect(api.project.redirects.has(redirectId)).toBe(true);
  expect(api.project.entries[DRAFT].has(post._id)).toBe(true);
  expect(api.project.entries[PUBLISHED].has(post._id)).toBe(true);
  // And the checkout's own content arrived.
  expect([...api.project.redirects.values()].some((item) => item.redirect.sourceUrl === '/get-a-quote')).toBe(true);
}, 300_000);
