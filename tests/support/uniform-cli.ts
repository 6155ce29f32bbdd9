import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CLI = join(process.cwd(), 'node_modules', '@uniformdev', 'cli', 'cli.js');

export interface CliRun {
  code: number | null;
  output: string;
  /** Per entity type, the CLI's own "compared: N applied: A/B" figures (the last line it printed for that type). */
  counts: Record<string, { compared: number; applied: number }>;
}

/** Runs the real Uniform CLI (`uniform sync push|pull`) in `cwd` against the API at `apiHost`. */
export function runUniformSync(command: 'push' | 'pull', cwd: string, apiHost: string): Promise<CliRun> {
  const env = {
    ...process.env,
    UNIFORM_API_KEY: 'fake-key',
    UNIFORM_PROJECT_ID: 'fake-project',
    UNIFORM_CLI_BASE_URL: apiHost,
    UNIFORM_CLI_BASE_EDGE_URL: apiHost,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'sync', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const counts: CliRun['counts'] = {};
      for (const match of output.matchAll(/✔ ([\w ]+?)\s+⚙️ compared: (\d+)\s+applied: (\d+)\/\d+/g)) {
        counts[match[1]!.trim()] = { compared: Number(match[2]), applied: Number(match[3]) };
      }
      resolve({ code, output, counts });
    });
  });
}

/**
 * A checkout of the site in a temporary directory: its own copy of content/ (and of the lock, once pulled), the
 * site's package.json, uniform.config.ts, scripts and node_modules, so `npm run uniform:*` runs there as in the repo.
 */
export function makeCheckout(): string {
  const dir = mkdtempSync(join(tmpdir(), 'checkout-'));
  for (const file of ['package.json', 'uniform.config.ts']) cpSync(join(process.cwd(), file), join(dir, file));
  for (const link of ['node_modules', 'scripts', 'lib', 'public'])
    symlinkSync(join(process.cwd(), link), join(dir, link));
  cpSync(join(process.cwd(), 'content'), join(dir, 'content'), { recursive: true });
  return dir;
}

/** `npm run <script>` in a checkout against the Uniform API at `apiHost`. */
export function runNpmScript(script: string, cwd: string, apiHost: string): Promise<Omit<CliRun, 'counts'>> {
  const env = {
    ...process.env,
    UNIFORM_API_KEY: 'fake-key',
    UNIFORM_PROJECT_ID: 'fake-project',
    UNIFORM_CLI_BASE_URL: apiHost,
    UNIFORM_CLI_BASE_EDGE_URL: apiHost,
  };
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
