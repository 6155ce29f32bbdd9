// @vitest-environment node
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gracefulShutdown, isStopping, onShutdown } from '@/lib/lifecycle/shutdown';

/** A GET on a fresh connection: its status, or the connection error's code. */
function get(port: number, path: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    req.end();
  });
}

describe('graceful shutdown', () => {
  let server: Server;
  let port: number;
  const events: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      events.push(`request ${req.url}`);
      res.on('finish', () => events.push(`answered ${req.url}`));
      setTimeout(() => res.end('answered'), 400);
    });
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  it('answers the requests in flight, refuses new ones, runs the work hooks, then the close hooks, and exits 0', async () => {
    onShutdown('close', 'database', async () => void events.push('database closed'));
    onShutdown('work', 'outbox', async () => {
      events.push(`outbox stopping (stopping=${isStopping()})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      events.push('outbox stopped');
    });
    const inFlight = [get(port, '/a'), get(port, '/b')];
    const exited = new Promise<number>((resolve) => {
      const shutdown = gracefulShutdown(server, { capMs: 5_000, exit: resolve, log: () => undefined });
      setTimeout(() => {
        void shutdown('SIGTERM');
        void shutdown('SIGINT'); // a second signal changes nothing
        void get(port, '/late').then((status) => events.push(`late ${status}`));
      }, 100);
    });
    expect(await exited).toBe(0);
    expect(await Promise.all(inFlight)).toEqual([200, 200]);
    expect(events).toEqual([
      'request /a',
      'request /b',
      'outbox stopping (stopping=true)',
      'late ECONNREFUSED',
      'outbox stopped',
      'answered /a',
      'answered /b',
      'database closed',
    ]);
  });

  it('cuts what is still open and exits 1 at the cap', async () => {
    const stuck = createServer(() => undefined);
    await new Promise<void>((resolve) => stuck.listen(0, '127.0.0.1', resolve));
    const pending = get((stuck.address() as AddressInfo).port, '/never');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const code = await new Promise<number>((resolve) => {
      void gracefulShutdown(stuck, { capMs: 200, exit: resolve, log: () => undefined })('SIGTERM');
    });
    expect(code).toBe(1);
    expect(await pending).toBe('ECONNRESET');
  });
});
