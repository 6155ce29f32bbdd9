import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A process started for a test, with what it printed. */
export interface Started {
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function track(child: ChildProcess): Started {
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

async function waitForPort(port: number, what: Started, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => resolve(true));
      socket.on('error', () => resolve(false));
      socket.setTimeout(500, () => resolve(false));
      socket.once('close', () => socket.destroy());
      socket.once('connect', () => socket.end());
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await what.stop();
  throw new Error(`${name} did not listen on ${port}:\n${what.output()}`);
}

/** Debian's redis-server on 127.0.0.1, nothing written to disk; `args` as compose.yaml adds (`--maxmemory`, …). */
export async function startRedis(port: number, args: string[] = []): Promise<Started> {
  const redis = track(
    spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...args],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    ),
  );
  await waitForPort(port, redis, 'redis-server');
  return redis;
}

/** nginx, and the request lines it passed to the instances (what reached the origin). */
export interface Balancer extends Started {
  requests(): string[];
}

/** Debian's nginx with deploy/nginx.conf, balancing `upstreams` on `port`; its pid, logs and temp files in a temp dir. */
export async function startNginx(port: number, upstreams: number[]): Promise<Balancer> {
  const prefix = mkdtempSync(join(tmpdir(), 'verdance-nginx-'));
  const shipped = readFileSync('deploy/nginx.conf', 'utf8');
  // The shipped server lines' parameters (passive health), less `resolve`: Debian's nginx (1.22) has no run-time
  // resolution, and 127.0.0.1 needs none.
  const parameters = /^\s*server site-a:3000 (.*);$/m.exec(shipped)?.[1]?.replace(/\bresolve\b\s*/, '') ?? '';
  const servers = upstreams.map((upstream) => `server 127.0.0.1:${upstream} ${parameters};`).join('\n');
  const accessLog = join(prefix, 'access.log');
  const conf = shipped
    .replace(/^\s*server site-a:3000 .*\n\s*server site-b:3000 .*$/m, servers)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replaceAll('/tmp/', `${prefix}/`)
    .replace('access_log off;', `log_format requests '$request'; access_log ${accessLog} requests;`);
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  const nginx = track(
    spawn(
      existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx',
      ['-p', prefix, '-e', 'stderr', '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    ),
  );
  await waitForPort(port, nginx, 'nginx');
  return {
    output: nginx.output,
    requests: () => (existsSync(accessLog) ? readFileSync(accessLog, 'utf8').split('\n').filter(Boolean) : []),
    stop: async (signal) => {
      await nginx.stop(signal);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * Debian's varnishd with deploy/varnish.vcl in front of `backendPort`: visitors on `port`, purges on `purgePort` (the
 * listener named `purge`); its working directory in a temp dir.
 */
export async function startVarnish(port: number, purgePort: number, backendPort: number): Promise<Started> {
  const prefix = mkdtempSync(join(tmpdir(), 'verdance-varnish-'));
  const vcl = readFileSync('deploy/varnish.vcl', 'utf8')
    .replace('.host = "balancer";', '.host = "127.0.0.1";')
    .replace('.port = "8080";', `.port = "${backendPort}";`);
  writeFileSync(join(prefix, 'edge.vcl'), vcl);
  const varnish = track(
    spawn(
      existsSync('/usr/sbin/varnishd') ? '/usr/sbin/varnishd' : 'varnishd',
      [
        ...['-F', '-j', 'none', '-T', 'none', '-n', join(prefix, 'work'), '-f', join(prefix, 'edge.vcl')],
        ...['-a', `127.0.0.1:${port}`, '-a', `purge=127.0.0.1:${purgePort}`, '-s', 'malloc,64m'],
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  await waitForPort(port, varnish, 'varnishd');
  return {
    output: varnish.output,
    stop: async (signal) => {
      await varnish.stop(signal);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
