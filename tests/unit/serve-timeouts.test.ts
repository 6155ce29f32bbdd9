// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, slowClientLimits } from '@/lib/serve/timeouts';

let server: Server | undefined;
afterEach(() => server?.close());

/** Opens a connection, sends the start of a request and never the rest; resolves with what the server says. */
async function trickle(limits: ReturnType<typeof slowClientLimits>): Promise<string> {
  server = createServer(limits, (_req, res) => res.end('served'));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('slow clients', () => {
  it('the site server cuts headers at 15 s and the request at 30 s, checked often enough to hold to it', () => {
    const limits = slowClientLimits();
    expect([limits.headersTimeout, limits.requestTimeout]).toEqual([15_000, 30_000]);
    expect([HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS]).toEqual([15_000, 30_000]);
    // Node's default check every 30 s is what cut the 15 s limit at ~27 s.
    expect(limits.connectionsCheckingInterval).toBeLessThanOrEqual(1_000);
  });

  it('a client whose headers never finish is answered 408 and disconnected by the server', async () => {
    // The same rule at a small scale: the test's own timeout (20 s) is shorter than Node's default check interval.
    expect(await trickle(slowClientLimits(300, 600))).toMatch(/^HTTP\/1\.1 408 /);
  });
});
