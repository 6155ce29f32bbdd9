/**
 * Two instances of the built site behind nginx (deploy/nginx.conf), sharing Redis, against one instance, on one
 * page, in alternating 10 s runs so each meets the same machine state: what a second instance buys on this machine.
 * Needs redis-server and nginx (as the cluster test does). `node tools/bench/cluster.mjs` runs it alone after a build.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { log, ratio, ROOT } from './lib.mjs';
import { load } from './load.mjs';

const BASE_PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 3190);
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export function start(command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: 'ignore',
  });
  return () =>
    new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill())));
}

export async function until(url) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

export function startNginx(port, upstreams) {
  const prefix = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const shipped = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8');
  // The shipped passive-health parameters, less `resolve` (Debian's nginx 1.22 has none; 127.0.0.1 needs none).
  const parameters = /^\s*server site-a:3000 (.*);$/m.exec(shipped)?.[1]?.replace(/\bresolve\b\s*/, '') ?? '';
  const servers = upstreams.map((upstream) => `server 127.0.0.1:${upstream} ${parameters};`).join('\n');
  const conf = shipped
    .replace(/^\s*server site-a:3000 .*\n\s*server site-b:3000 .*$/m, servers)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('worker_processes auto;', `worker_processes ${upstreams.length};`)
    .replaceAll('/tmp/', `${prefix}/`);
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  const stop = start(NGINX, ['-p', prefix, '-e', 'stderr', '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;']);
  return async () => (await stop(), rmSync(prefix, { recursive: true, force: true }));
}

export async function clusterFigures(path) {
  const port = { redis: BASE_PORT, a: BASE_PORT + 1, b: BASE_PORT + 2, two: BASE_PORT + 3, one: BASE_PORT + 4 };
  const stops = [start('redis-server', ['--port', String(port.redis), '--bind', '127.0.0.1', '--save', ''])];
  try {
    const env = { REDIS_URL: `redis://127.0.0.1:${port.redis}`, TRUSTED_PROXY_HOPS: '1' };
    for (const name of ['a', 'b'])
      stops.push(start(process.execPath, ['build/server/server.js'], { ...env, PORT: String(port[name]) }));
    stops.push(startNginx(port.two, [port.a, port.b]), startNginx(port.one, [port.a]));
    const urls = {
      oneInstance: `http://127.0.0.1:${port.a}${path}`,
      oneBehindBalancer: `http://127.0.0.1:${port.one}${path}`,
      twoBehindBalancer: `http://127.0.0.1:${port.two}${path}`,
    };
    for (const url of [...Object.values(urls), `http://127.0.0.1:${port.b}${path}`]) await until(url);
    const runs = Object.fromEntries(Object.keys(urls).map((name) => [name, []]));
    for (let round = 0; round < 2; round += 1)
      for (const [name, url] of Object.entries(urls)) runs[name].push(await load(url, { connections: 100 }));
    const mean = (list, key) => Math.round(list.reduce((sum, run) => sum + run[key], 0) / list.length);
    const figures = Object.fromEntries(
      Object.entries(runs).map(([name, list]) => [
        name,
        {
          requestsPerSecond: mean(list, 'requestsPerSecond'),
          p99Ms: mean(list, 'p99Ms'),
          errors: mean(list, 'errors'),
          non2xx: mean(list, 'non2xx'),
        },
      ]),
    );
    const result = {
      path,
      ...figures,
      twoToOne: ratio(figures.twoBehindBalancer.requestsPerSecond, figures.oneInstance.requestsPerSecond),
    };
    log(`cluster on ${path}: ${JSON.stringify(result)}`);
    return result;
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await clusterFigures(process.argv[2] ?? '/about');
