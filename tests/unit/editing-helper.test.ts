import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { generateHash, type RootComponentInstance } from '@uniformdev/canvas';
import { GET, POST } from '@/app/api/preview/enhance/route';
import { signatureFor, type EditingPass } from '@/lib/editing/helper-auth';

/**
 * The editing helper, as the canvas' `update-composition` reaches it: `{composition, hash}` posted as JSON, by the
 * SDK's client (checked by the SDK's hash, in draft mode) or by the site's own (signed with its pass).
 */
const draft = vi.hoisted(() => ({ isEnabled: true }));
vi.mock('next/headers', () => ({ draftMode: async () => draft }));

const SECRET = 'preview-secret-for-tests';
const composition: RootComponentInstance = {
  _id: 'page-1',
  _name: 'About',
  type: 'page',
  parameters: { title: { type: 'text', value: 'Edited in the canvas' } },
  slots: { content: [] },
};
let client = 0;
/** Each test is its own client (the helper's rate is per client). */
let address = '';
const URL = 'http://site.test/api/preview/enhance';
const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request(URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
const passFor = async () =>
  (await (await GET(new Request(URL, { headers: { 'x-forwarded-for': address } }))).json()) as EditingPass;
const signed = (pass: EditingPass, body: string, timestamp = Date.now()) => ({
  'x-editing-pass': pass.token,
  'x-editing-signature': signatureFor(pass.key, timestamp, body),
});

beforeEach(() => {
  vi.stubEnv('UNIFORM_PREVIEW_SECRET', SECRET);
  draft.isEnabled = true;
  address = `198.51.100.${++client}`;
});
afterEach(() => vi.unstubAllEnvs());

test('answers the composition when its hash is the SDK’s hash with the preview secret, in draft mode', async () => {
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

test('outside draft mode, without a pass, even the right hash is refused and not one byte of the body is read', async () => {
  draft.isEnabled = false;
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      controller.enqueue(new TextEncoder().encode(JSON.stringify({ composition })));
      controller.close();
    },
  });
  const response = await POST(
    new Request(URL, { method: 'POST', body, duplex: 'half', headers: { 'x-forwarded-for': address } } as RequestInit),
  );
  expect(response.status).toBe(401);
  expect(pulled).toBeLessThanOrEqual(1);
  expect((await GET(new Request(URL))).status).toBe(401);
});

test('the site’s own client: a signed post with the canvas’ hash is answered; a replay, a stale or tampered one is not', async () => {
  const pass = await passFor();
  draft.isEnabled = false;
  const body = JSON.stringify({ composition, hash: generateHash({ composition, secret: SECRET }) });
  const headers = signed(pass, body);
  const first = await post(body, headers);
  expect(first.status).toBe(200);
  expect(await first.json()).toEqual({ composition });
  expect((await post(body, headers)).status, 'the same post again').toBe(401);
  expect((await post(body, signed(pass, body, Date.now() - 5 * 60_000))).status, 'five minutes old').toBe(401);
  const tampered = JSON.stringify({ composition: { ...composition, _name: 'Changed' } });
  expect((await post(tampered, signed(pass, body))).status, 'another body').toBe(401);
  // Signed, but the composition is not the one the canvas hashed: the SDK's hash is checked on this path too.
  const unhashed = JSON.stringify({ composition, hash: generateHash({ composition, secret: 'another secret' }) });
  expect((await post(unhashed, signed(pass, unhashed))).status, 'a hash the canvas did not make').toBe(401);
  const forgedPass = { ...pass, token: pass.token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')) };
  expect((await post(body, signed(forgedPass, body))).status, 'a pass it did not issue').toBe(401);
});

test('deep JSON, signed or hashed, is a 400, never a stack overflow', async () => {
  const deep = `{"composition":{"type":"page","x":${'['.repeat(50_000)}${']'.repeat(50_000)}},"hash":1}`;
  expect((await post(deep)).status).toBe(400);
  const pass = await passFor();
  expect((await post(deep, signed(pass, deep))).status).toBe(400);
});

test('a 50 MB body is refused with 413 after reading no more than the limit', async () => {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(32);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 50 * 1024 * 1024) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const response = await POST(
    new Request(URL, { method: 'POST', body, duplex: 'half', headers: { 'x-forwarded-for': address } } as RequestInit),
  );
  expect(response.status).toBe(413);
  expect(sent).toBeLessThan(2 * 1024 * 1024);
});

test('a client past its rate gets 429, another client is still answered', async () => {
  const statuses: number[] = [];
  for (let index = 0; index < 40; index += 1) statuses.push((await post({ composition })).status);
  expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  address = '203.0.113.9';
  expect((await post({ composition })).status).toBe(401);
});
