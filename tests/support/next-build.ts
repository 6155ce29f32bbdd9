import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Runs `next build` into `distDir` with extra environment; resolves with its output, rejects when it fails. */
export function nextBuild(distDir: string, env: Record<string, string>): Promise<string> {
  const bin = join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'build'], {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`next build into ${distDir} failed (${code}):\n${output}`)),
    );
  });
}

export const buildId = (distDir: string) => readFileSync(join(process.cwd(), distDir, 'BUILD_ID'), 'utf8').trim();
