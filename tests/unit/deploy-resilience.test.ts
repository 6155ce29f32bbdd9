// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The numbers that must agree across the balancer, the edge, the server and the deploy routine (docs/deployment.md,
 * "Balancer"). Each disagreement here was an outage an operator saw (issue 46): a connection reused as the other
 * side closed it, an instance ejected after one failure, a refresh's 502 replacing the edge's stale copy, a roll that
 * stopped the second instance while the balancer still skipped the first.
 */
const root = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const nginx = read('deploy/nginx.conf');
const vcl = read('deploy/varnish.vcl');
const upstream = /upstream site \{([\s\S]*?)\n {2}\}/.exec(nginx)?.[1] ?? '';
const seconds = (value: string | undefined) => Number(/^(\d+)s?$/.exec(value ?? '')?.[1] ?? NaN);

describe('balancer, edge, server and deploy routine agree', () => {
  it('nginx stops reusing an idle connection to an instance before the instance closes it', () => {
    const nginxIdle = seconds(/keepalive_timeout (\S+);/.exec(upstream)?.[1]);
    const nodeIdle = Number(/KEEP_ALIVE_TIMEOUT_MS = ([\d_]+);/.exec(read('server.ts'))?.[1]?.replace(/_/g, '')) / 1000;
    expect(nginxIdle).toBeGreaterThan(0);
    expect(nodeIdle).toBeGreaterThan(nginxIdle);
    // Varnish reuses an idle connection to nginx for its backend_idle_timeout, 60 s by default; nginx keeps it longer.
    const server = nginx.slice(nginx.indexOf('  server {'));
    expect(seconds(/keepalive_timeout (\S+);/.exec(server)?.[1])).toBeGreaterThan(60);
  });

  it('one failed connection neither ejects an instance nor reaches a visitor', () => {
    const servers = [...upstream.matchAll(/^\s*server (\S+) (.*);$/gm)];
    expect(servers).toHaveLength(2);
    for (const [, , parameters] of servers) {
      const maxFails = Number(/max_fails=(\d+)/.exec(parameters!)?.[1] ?? 1);
      expect(maxFails === 0 || maxFails > 1).toBe(true);
    }
    const retry = /proxy_next_upstream ([^;]+);/.exec(nginx)?.[1]?.split(/\s+/) ?? [];
    expect(retry).toEqual(expect.arrayContaining(['error', 'timeout']));
    expect(Number(/proxy_next_upstream_tries (\d+);/.exec(nginx)?.[1])).toBeGreaterThanOrEqual(2);
  });

  it("deploy/roll waits out nginx's fail_timeout before it stops the next instance", () => {
    const failTimeout = Math.max(...[...upstream.matchAll(/fail_timeout=(\d+)s/g)].map((match) => Number(match[1])));
    const settle = Number(/ROLL_SETTLE_SECONDS:=(\d+)/.exec(read('deploy/roll'))?.[1]);
    expect(settle).toBeGreaterThan(failTimeout);
  });

  it('the edge keeps its stale copy when a refresh fails, and keeps pages long enough for a deploy', () => {
    const onResponse = /sub vcl_backend_response \{([\s\S]*?)\n\}/.exec(vcl)?.[1] ?? '';
    expect(onResponse).toMatch(/if \(beresp\.status >= 500 && bereq\.is_bgfetch\) \{\s*return \(abandon\);/);
    const onError = /sub vcl_backend_error \{([\s\S]*?)\n\}/.exec(vcl)?.[1] ?? '';
    expect(onError).toMatch(/if \(bereq\.is_bgfetch\) \{\s*return \(abandon\);/);
    expect(onResponse).toMatch(/if \(beresp\.grace < (\d+)m\)/);
    expect(vcl).toContain('xkey.softpurge(');
  });
});
