import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { generateHash, type RootComponentInstance } from '@uniformdev/canvas';
import { POST } from '@/app/api/preview/enhance/route';

/** The editing helper, as the canvas' `update-composition` reaches it: `{composition, hash}` posted as JSON. */
const SECRET = 'preview-secret-for-tests';
const composition: RootComponentInstance = {
  _id: 'page-1',
  _name: 'About',
  type: 'page',
  parameters: { title: { type: 'text', value: 'Edited in the canvas' } },
  slots: { content: [] },
};
const post = (body: unknown) =>
  POST(
    new Request('http://site.test/api/preview/enhance', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

beforeEach(() => vi.stubEnv('UNIFORM_PREVIEW_SECRET', SECRET));
afterEach(() => vi.unstubAllEnvs());

test('answers the composition when its hash is the SDK’s hash with the preview secret', async () => {
  const response = await post({ composition, hash: generateHash({ composition, secret: SECRET }) });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ composition });
});

test('refuses a wrong or missing hash, a body that is not a composition, and answers nothing with previews off', async () => {
  const forged = generateHash({ composition, secret: 'another secret' });
  expect((await post({ composition, hash: forged })).status).toBe(401);
  expect((await post({ composition })).status).toBe(401);
  const edited = { ...composition, _name: 'Changed after hashing' };
  expect((await post({ composition: edited, hash: generateHash({ composition, secret: SECRET }) })).status).toBe(401);
  expect((await post('not json')).status).toBe(400);
  expect((await post({ hash: 1 })).status).toBe(400);
  vi.stubEnv('UNIFORM_PREVIEW_SECRET', '');
  expect((await post({ composition, hash: generateHash({ composition, secret: SECRET }) })).status).toBe(404);
});
