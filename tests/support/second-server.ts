import { spawn, type ChildProcess } from 'node:child_process';

export interface SecondServer {
  url: string;
  /** Everything the server printed (structured log lines included). */
  output(): string;
  stop(): void;
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
      if ((await fetch(`${url}/robots.txt`)).ok) return { url, output: () => output, stop: () => server.kill() };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`the second server did not come up:\n${output}`);
}
