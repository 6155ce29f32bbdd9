// @vitest-environment node
import { CompositionPublishedDefinition } from '@uniformdev/webhooks';
import { signWebhook } from '@/lib/integrations/webhook-signature';

vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));
// Outside Next's request scope: the work the route leaves for after its answer runs at once.
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: () => unknown) => void task(),
}));

const WEBHOOK_SECRET = `whsec_${Buffer.from('route test signing key').toString('base64')}`;
const URL_ = 'http://site.test/api/revalidate';
const COMPOSITION_ID = '0046af24-0145-565f-b217-76c31b171db8';
/** Uniform's own example of the event, for the composition behind /about. */
const event = JSON.stringify({ ...CompositionPublishedDefinition.example, id: COMPOSITION_ID, slug: 'about' });

/** A body that counts the bytes pulled from it: the route must not read what it is going to refuse. */
function countedBody(chunk: Uint8Array, chunks: number) {
  const pulled = { bytes: 0 };
  let left = chunks;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (left-- <= 0) return controller.close();
        pulled.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { body, pulled };
}

function post(body: BodyInit, headers: Record<string, string> = {}, url = URL_) {
  return new Request(url, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

function signed(body: string, id = 'msg_1', timestamp = Math.floor(Date.now() / 1000)) {
  return {
    'svix-id': id,
    'svix-timestamp': String(timestamp),
    'svix-signature': signWebhook(WEBHOOK_SECRET, id, timestamp, body),
  };
}

async function route() {
  vi.resetModules();
  return import('@/app/api/revalidate/route');
}

describe('the revalidation webhook', () => {
  beforeEach(() => {
    vi.stubEnv('REVALIDATE_SECRET', 'revalidate-secret');
    vi.stubEnv('UNIFORM_WEBHOOK_SECRET', WEBHOOK_SECRET);
  });
  afterEach(() => vi.unstubAllEnvs());

  it('refuses an unsigned body with 401 before reading any of it', async () => {
    const { POST } = await route();
    const { body, pulled } = countedBody(new Uint8Array(1 << 20), 100);
    const response = await POST(post(body, { 'content-type': 'application/json' }));
    expect(response.status).toBe(401);
    expect(pulled.bytes).toBe(0);
  });

  it('refuses a wrong secret, or signature headers with a stale timestamp, before reading the body', async () => {
    const { POST } = await route();
    for (const headers of [
      { 'x-revalidate-secret': 'wrong' },
      signed(event, 'msg_old', Math.floor(Date.now() / 1000) - 301),
    ]) {
      const { body, pulled } = countedBody(new Uint8Array(1024), 10);
      expect((await POST(post(body, headers))).status).toBe(401);
      expect(pulled.bytes).toBe(0);
    }
  });

  it('refuses signed headers when no webhook secret is configured', async () => {
    vi.stubEnv('UNIFORM_WEBHOOK_SECRET', '');
    const { POST } = await route();
    expect((await POST(post(event, signed(event)))).status).toBe(401);
  });

  it('answers 413 to a signed delivery over the size limit, reading no more than the limit', async () => {
    const { POST } = await route();
    const { body, pulled } = countedBody(new Uint8Array(64 * 1024), 1_000);
    const response = await POST(post(body, signed('')));
    expect(response.status).toBe(413);
    expect(pulled.bytes).toBeLessThan(2 * 1024 * 1024);
  });

  it('answers 413 to a declared Content-Length over the limit, even with the shared secret', async () => {
    const { POST } = await route();
    const { body, pulled } = countedBody(new Uint8Array(1024), 10);
    const response = await POST(
      post(body, { 'x-revalidate-secret': 'revalidate-secret', 'content-length': '104857600' }),
    );
    expect(response.status).toBe(413);
    expect(pulled.bytes).toBe(0);
  });

  it('answers 408 to a signed delivery whose body has not arrived within 10 seconds', async () => {
    const { POST } = await route();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const never = new ReadableStream<Uint8Array>(
        { pull: () => new Promise<void>(() => undefined) },
        { highWaterMark: 0 },
      );
      const answer = POST(post(never, signed(event, 'msg_slow')));
      await vi.advanceTimersByTimeAsync(10_000);
      expect((await answer).status).toBe(408);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refreshes the page for a signed delivery, and answers 409 when the same delivery comes again', async () => {
    const { POST } = await route();
    const headers = signed(event, 'msg_replayed');
    const first = await POST(post(event, headers));
    expect(first.status).toBe(200);
    const tags = [`composition:${COMPOSITION_ID}`, `pattern:${COMPOSITION_ID}`, 'composition-slug:about'];
    expect(await first.json()).toMatchObject({ revalidated: true, tags });
    expect((await POST(post(event, headers))).status).toBe(409);
    expect((await POST(post(event, signed(event, 'msg_other')))).status).toBe(200);
  });

  it('refuses a signature that does not match the body', async () => {
    const { POST } = await route();
    expect((await POST(post(event.replace('about', 'legal'), signed(event, 'msg_tampered')))).status).toBe(401);
  });

  it('takes the shared secret from the header or the query, without a signature', async () => {
    const { POST } = await route();
    expect((await POST(post(event, { 'x-revalidate-secret': 'revalidate-secret' }))).status).toBe(200);
    expect((await POST(post(event, {}, `${URL_}?secret=revalidate-secret`))).status).toBe(200);
  });
});
