// @vitest-environment node
import { readBody } from '@/lib/integrations/read-body';

const encoder = new TextEncoder();
const limits = { maxBytes: 1_000, deadlineMs: 300 };

/** A body made of the chunks `next` gives (null ends it) that records how much was pulled and whether it was cancelled. */
function observedStream(next: () => Uint8Array | null | Promise<Uint8Array | null>) {
  const seen = { bytes: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const chunk = await next();
        if (!chunk) return controller.close();
        seen.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

function request(body: ReadableStream<Uint8Array> | null, headers: Record<string, string> = {}) {
  return { headers: new Headers(headers), body };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reading a request body within limits', () => {
  it('returns the text, decoding characters split across chunks', async () => {
    const bytes = encoder.encode('{"name":"Großgärtnerei ✓"}');
    const chunks = [bytes.slice(0, 14), bytes.slice(14, 15), bytes.slice(15)];
    const { stream } = observedStream(() => chunks.shift() ?? null);
    expect(await readBody(request(stream), limits)).toEqual({ ok: true, text: '{"name":"Großgärtnerei ✓"}' });
  });

  it('returns empty text without a body', async () => {
    expect(await readBody(request(null), limits)).toEqual({ ok: true, text: '' });
  });

  it('refuses a declared Content-Length over the limit without reading anything', async () => {
    const { stream, seen } = observedStream(() => new Uint8Array(100));
    expect(await readBody(request(stream, { 'content-length': '100000000' }), limits)).toEqual({
      ok: false,
      reason: 'too-large',
    });
    expect(seen.bytes).toBe(0);
    expect(seen.cancelled).toBe(true);
  });

  it('stops and cancels an endless body as soon as it passes the limit', async () => {
    const { stream, seen } = observedStream(() => new Uint8Array(300));
    expect(await readBody(request(stream), limits)).toEqual({ ok: false, reason: 'too-large' });
    expect(seen.bytes).toBeLessThanOrEqual(1_200);
    await sleep(10);
    expect(seen.cancelled).toBe(true);
  });

  it('accepts a body of exactly the limit', async () => {
    const chunks = [encoder.encode('x'.repeat(600)), encoder.encode('x'.repeat(400))];
    const { stream } = observedStream(() => chunks.shift() ?? null);
    expect(await readBody(request(stream, { 'content-length': '1000' }), limits)).toEqual({
      ok: true,
      text: 'x'.repeat(1_000),
    });
  });

  it('gives up on a body trickled one byte at a time once the deadline has passed, however steadily it arrives', async () => {
    const { stream, seen } = observedStream(async () => {
      await sleep(20);
      return encoder.encode('x');
    });
    // The body never ends: only the deadline can answer 'too-slow', and without one this test would time out.
    expect(await readBody(request(stream), limits)).toEqual({ ok: false, reason: 'too-slow' });
    expect(seen.bytes).toBeGreaterThan(3);
    await sleep(10);
    expect(seen.cancelled).toBe(true);
  });

  it('gives up on a body that never arrives', async () => {
    const { stream, seen } = observedStream(() => new Promise<null>(() => undefined));
    // The body never ends: only the deadline can answer 'too-slow', and without one this test would time out.
    expect(await readBody(request(stream), limits)).toEqual({ ok: false, reason: 'too-slow' });
    expect(seen.cancelled).toBe(true);
  });
});
