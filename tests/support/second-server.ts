import { spawn, type ChildProcess } from 'node:child_process';

export interface SecondServer {
  url: string;
  /** The server's process id (its memory is read from /proc). */
  pid: number;
  /** Everything the server printed (structured log lines included). */
  output(): string;
  stop(): void;
  /** Sends `signal` and resolves when the process has exited: its exit code and how long it took. */
  terminate(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

function terminate(server: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  const began = performance.now();
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
    if (server.exitCode !== null) resolve({ code: server.exitCode, ms: 0 });
    else server.once('exit', (code) => resolve({ code, ms: Math.round(performance.now() - began) }));
  });
  server.kill(signal);
  return exited;
}

/** Another server (server.ts) of the same build with extra environment (integrations configured, fakes as services). */
export async function startSecondServer(port: number, env: Record<string, string>): Promise<SecondServer> {
  let output = '';
  const server: ChildProcess = spawn(process.execPath, ['build/server/server.js'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok)
        return {
          url,
          pid: server.pid ?? 0,
          output: () => output,
          stop: () => server.kill(),
          terminate: (signal) => terminate(server, signal),
        };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`the second server did not come up:\n${output}`);
}
