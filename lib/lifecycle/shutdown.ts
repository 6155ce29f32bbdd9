import type { Server } from 'node:http';

/**
 * Graceful shutdown. server.ts (compiled by tsc) and the code Next bundles are two copies of every module, so what
 * both must see lives on globalThis: whether the server is stopping (readiness says so) and what to do before exit.
 * Hooks of the `work` phase (the outbox worker) run while the HTTP server drains; `close` hooks (the database) after.
 */
export type ShutdownPhase = 'work' | 'close';

interface ShutdownState {
  stopping: boolean;
  hooks: { phase: ShutdownPhase; name: string; run: () => Promise<void> }[];
}

const KEY = Symbol.for('verdance.shutdown');

function shared(): ShutdownState {
  const holder = globalThis as { [KEY]?: ShutdownState };
  holder[KEY] ??= { stopping: false, hooks: [] };
  return holder[KEY];
}

export function onShutdown(phase: ShutdownPhase, name: string, run: () => Promise<void>): void {
  shared().hooks.push({ phase, name, run });
}

export function isStopping(): boolean {
  return shared().stopping;
}

async function runHooks(phase: ShutdownPhase): Promise<void> {
  const hooks = shared().hooks.filter((hook) => hook.phase === phase);
  await Promise.all(
    hooks.map((hook) => hook.run().catch((error: unknown) => console.error(`shutdown: ${hook.name} failed`, error))),
  );
}

/** Stops accepting connections and resolves once every request in flight has been answered and its socket closed. */
function drain(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A keep-alive socket becomes idle once its response is sent: close it then, rather than wait for the client.
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  server.closeIdleConnections();
  return closed.finally(() => clearInterval(sweep));
}

export interface ShutdownOptions {
  /** Past this, open connections are cut and the process exits 1. */
  capMs: number;
  exit: (code: number) => void;
  log?: (line: string) => void;
}

/**
 * On the first call: readiness turns 503, the server stops accepting, every request in flight is answered, the
 * `work` hooks finish (alongside), then the `close` hooks; exit 0. Exit 1 if all that takes longer than capMs.
 */
export function gracefulShutdown(server: Server, options: ShutdownOptions): (signal: string) => Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  let started: Promise<void> | undefined;
  const run = async (signal: string) => {
    const began = performance.now();
    shared().stopping = true;
    log(JSON.stringify({ level: 'Information', message: 'Shutting down', signal, capMs: options.capMs }));
    const cap = setTimeout(() => {
      log(JSON.stringify({ level: 'Error', message: 'Shutdown cap reached: open connections cut' }));
      server.closeAllConnections();
      options.exit(1);
    }, options.capMs);
    await Promise.all([drain(server), runHooks('work')]);
    await runHooks('close');
    clearTimeout(cap);
    log(JSON.stringify({ level: 'Information', message: 'Shut down', ms: Math.round(performance.now() - began) }));
    options.exit(0);
  };
  return (signal) => (started ??= run(signal));
}
