/** Shared helpers of the bench: timed commands, servers, hardlinked work copies. */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const WORK = join(ROOT, 'tools', 'bench', '.work');
export { CHROMIUM_PATH as CHROMIUM, CHROMIUM_ARGS as CHROME_FLAGS } from '../../tests/support/chromium.mjs';
const ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

export const log = (message) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
export const ratio = (value, baseline) =>
  value == null || !baseline ? null : Math.round((value / baseline) * 100) / 100;

/** Runs a command to completion; resolves to its wall time in seconds, rejects with its output on failure. */
export function timed(command, args, cwd) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      code === 0
        ? resolve({ seconds: Math.round((performance.now() - started) / 100) / 10, output })
        : reject(new Error(`${command} ${args.join(' ')} in ${cwd} failed:\n${output.slice(-4000)}`)),
    );
  });
}

/**
 * A server of the build in `cwd` on `port`, its output in tools/bench/.work/server-<port>.log; resolves once it answers.
 * `frontDoor: true` runs the site's own server (build/server/server.js, as `npm run serve` does); otherwise plain
 * `next start`, as for the empty baseline app. `env`: more environment for the server.
 */
export async function startServer(cwd, port, { frontDoor = false, env = {} } = {}) {
  mkdirSync(WORK, { recursive: true });
  const output = openSync(join(WORK, `server-${port}.log`), 'w');
  const args = frontDoor
    ? [join(cwd, 'build/server/server.js')]
    : [join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)];
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...ENV, ...env, PORT: String(port) },
    stdio: ['ignore', output, output],
  });
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (up)
      return {
        url: `http://127.0.0.1:${port}`,
        stop: () => new Promise((resolve) => (child.once('close', resolve), child.kill())),
      };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`the server in ${cwd} did not answer on ${port}`);
}

/** A copy of `from` in `to` made of hardlinks (fast, no extra space), skipping `skip` entries at the top level. */
export function hardlinkCopy(from, to, skip = []) {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  const entries = readdirSync(from).filter((name) => !skip.includes(name));
  if (entries.length) execFileSync('cp', ['-al', ...entries.map((name) => join(from, name)), to]);
}

export function linkNodeModules(dir) {
  if (!existsSync(join(dir, 'node_modules')))
    execFileSync('cp', ['-al', join(ROOT, 'node_modules'), join(dir, 'node_modules')]);
}
