// @vitest-environment node
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import NextNodeServer from 'next/dist/server/next-server';
import { ImageError } from 'next/dist/server/image-optimizer';
import { guardImageOptimizer } from '@/lib/serve/image-upstream';
import { createLimit } from '@/lib/limits';

/** A port on 127.0.0.1 that nothing listens on: opened, noted, closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

type Optimise = (
  req: unknown,
  res: unknown,
  params: { href: string; isAbsolute: boolean },
  ...rest: unknown[]
) => Promise<unknown>;

describe("Next's image optimiser and an allowed host that cannot be reached", () => {
  it('answers 502 with a one-line message (ImageError), not a plain error Next turns into a 500', async () => {
    const unlimited = { take: async () => true };
    guardImageOptimizer(unlimited);
    guardImageOptimizer(unlimited); // wrapped once, however often it is called
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const href = `http://127.0.0.1:${await closedPort()}/p/photo.jpg`;
    // The optimiser as Next's server calls it, with this site's image settings (local addresses allowed, so the
    // unreachable port is what fails, not the private-address check).
    const server = { nextConfig: { images: { dangerouslyAllowLocalIP: true, maximumResponseBody: 50_000_000 } } };
    const optimise = (NextNodeServer.prototype as unknown as { imageOptimizer: Optimise }).imageOptimizer;
    const failure = await optimise.call(server, {}, {}, { href, isAbsolute: true }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImageError);
    expect((failure as ImageError).statusCode).toBe(502);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('ECONNREFUSED');
    warn.mockRestore();
  });
});

describe('first-time image encodes per client', () => {
  it('refuses a client past its budget with 429 before any fetch or encode; other clients and refreshes go on', async () => {
    guardImageOptimizer(createLimit('test-image-encode', { capacity: 2, refillPerSecond: 0.01 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = { nextConfig: { images: { dangerouslyAllowLocalIP: true, maximumResponseBody: 50_000_000 } } };
    const optimise = (NextNodeServer.prototype as unknown as { imageOptimizer: Optimise }).imageOptimizer;
    const href = `http://127.0.0.1:${await closedPort()}/p/photo.jpg`;
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    const status = async (address: string, ...rest: unknown[]) => {
      const failure = await optimise
        .call(server, from(address), {}, { href, isAbsolute: true }, ...rest)
        .catch((error: unknown) => error);
      return (failure as ImageError).statusCode;
    };
    // 502: the encode was tried (the host is unreachable); 429: refused before Next fetched anything.
    expect([await status('203.0.113.9'), await status('203.0.113.9'), await status('203.0.113.9')]).toEqual([
      502, 502, 429,
    ]);
    expect(await status('198.51.100.4')).toBe(502);
    // A stale image Next refreshes in the background is not a visitor's new encode.
    expect(await status('203.0.113.9', { value: {} })).toBe(502);
    warn.mockRestore();
  });
});
