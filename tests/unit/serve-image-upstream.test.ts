// @vitest-environment node
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import NextNodeServer from 'next/dist/server/next-server';
import { ImageError } from 'next/dist/server/image-optimizer';
import { answerUnreachableImageHosts } from '@/lib/serve/image-upstream';

/** A port on 127.0.0.1 that nothing listens on: opened, noted, closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

type Optimise = (req: unknown, res: unknown, params: { href: string; isAbsolute: boolean }) => Promise<unknown>;

describe("Next's image optimiser and an allowed host that cannot be reached", () => {
  it('answers 502 with a one-line message (ImageError), not a plain error Next turns into a 500', async () => {
    answerUnreachableImageHosts();
    answerUnreachableImageHosts(); // wrapped once, however often it is called
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
