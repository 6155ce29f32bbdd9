/**
 * The edge cache (deploy/varnish.vcl) in front of nginx and two instances on one Redis, as compose.yaml runs them:
 * throughput and p99 of a prerendered page through Varnish at 100 connections, beside nginx serving the same page
 * (its gzip bytes, `gzip_static`) as a static file, in alternating 10 s runs; then the time from a revalidation
 * webhook to the edge serving the page fetched anew (the worst of five). Needs redis-server, nginx and varnishd.
 * `node tools/bench/edge.mjs [path]` runs it alone after a build.
 */
import { chmodSync, existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { RedirectUpdateDefinition } from '@uniformdev/webhooks';
import { start, startNginx, until } from './cluster.mjs';
import { log, ratio, ROOT } from './lib.mjs';
import { load } from './load.mjs';

const BASE_PORT = Number(process.env.BENCH_EDGE_PORT ?? 3200);
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const VARNISHD = existsSync('/usr/sbin/varnishd') ? '/usr/sbin/varnishd' : 'varnishd';
const REVALIDATE_SECRET = 'bench-edge-revalidate-secret';
// Browsers ask for gzip: both servers then send the same stored gzip bytes.
const BROWSER = { 'accept-encoding': 'gzip' };
const PURGE_RUNS = 5;

export function startVarnish(port, purgePort, backendPort) {
  const prefix = mkdtempSync(join(tmpdir(), 'bench-varnish-'));
  const vcl = readFileSync(join(ROOT, 'deploy/varnish.vcl'), 'utf8')
    .replace('.host = "balancer";', '.host = "127.0.0.1";')
    .replace('.port = "8080";', `.port = "${backendPort}";`);
  writeFileSync(join(prefix, 'edge.vcl'), vcl);
  const stop = start(VARNISHD, [
    ...['-F', '-j', 'none', '-T', 'none', '-n', join(prefix, 'work'), '-f', join(prefix, 'edge.vcl')],
    ...['-a', `127.0.0.1:${port}`, '-a', `purge=127.0.0.1:${purgePort}`, '-s', 'malloc,256m'],
  ]);
  return async () => (await stop(), rmSync(prefix, { recursive: true, force: true }));
}

/** nginx serving `html` at `path` as a static file, with its gzip beside it. */
function startStaticNginx(port, path, html) {
  const prefix = mkdtempSync(join(tmpdir(), 'bench-static-'));
  // nginx's workers drop root's rights: they must be able to read the file.
  chmodSync(prefix, 0o755);
  const file = join(prefix, 'root', path === '/' ? 'index.html' : `${path}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, gzipSync(html));
  const conf = `worker_processes auto;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${prefix}/root;
    default_type text/html;
    gzip_static on;
    location / { try_files $uri $uri.html $uri/index.html =404; }
  }
}
`;
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  const stop = start(NGINX, ['-p', prefix, '-e', 'stderr', '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;']);
  return async () => (await stop(), rmSync(prefix, { recursive: true, force: true }));
}

/** Webhook (a redirect changed at `path`: that page is refreshed) to the edge serving the page fetched anew, in ms. */
async function purgeTime(instance, edgeUrl) {
  const path = new URL(edgeUrl).pathname;
  const event = { ...RedirectUpdateDefinition.example, source_url: path };
  const began = performance.now();
  const delivered = await fetch(`${instance}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    body: JSON.stringify(event),
  });
  if (!delivered.ok) throw new Error(`webhook answered ${delivered.status}`);
  for (;;) {
    const response = await fetch(edgeUrl, { headers: BROWSER });
    await response.arrayBuffer();
    if (response.headers.get('x-cache') !== 'HIT') return Math.round(performance.now() - began);
    if (performance.now() - began > 30_000) return null;
  }
}

export async function edgeFigures(path) {
  const port = {
    redis: BASE_PORT,
    a: BASE_PORT + 1,
    b: BASE_PORT + 2,
    balancer: BASE_PORT + 3,
    edge: BASE_PORT + 4,
    purge: BASE_PORT + 5,
    static: BASE_PORT + 6,
  };
  const stops = [start('redis-server', ['--port', String(port.redis), '--bind', '127.0.0.1', '--save', ''])];
  try {
    const env = {
      REDIS_URL: `redis://127.0.0.1:${port.redis}`,
      TRUSTED_PROXY_HOPS: '2',
      REVALIDATE_SECRET,
      EDGE_PURGE_URL: `http://127.0.0.1:${port.purge}/`,
    };
    for (const name of ['a', 'b'])
      stops.push(start(process.execPath, ['build/server/server.js'], { ...env, PORT: String(port[name]) }));
    stops.push(startNginx(port.balancer, [port.a, port.b]));
    stops.push(startVarnish(port.edge, port.purge, port.balancer));
    const edgeUrl = `http://127.0.0.1:${port.edge}${path}`;
    for (const url of [`http://127.0.0.1:${port.a}${path}`, `http://127.0.0.1:${port.b}${path}`, edgeUrl])
      await until(url);
    const html = await (await fetch(`http://127.0.0.1:${port.a}${path}`)).text();
    stops.push(startStaticNginx(port.static, path, html));
    const staticUrl = `http://127.0.0.1:${port.static}${path}`;
    await until(staticUrl);

    const runs = { edge: [], static: [] };
    for (let round = 0; round < 2; round += 1) {
      runs.edge.push(await load(edgeUrl, { connections: 100, headers: BROWSER }));
      runs.static.push(await load(staticUrl, { connections: 100, headers: BROWSER }));
    }
    const mean = (list, key) => Math.round(list.reduce((sum, run) => sum + run[key], 0) / list.length);
    const sum = (list, key) => list.reduce((total, run) => total + run[key], 0);
    const purges = [];
    const cached = async () => (await fetch(edgeUrl, { headers: BROWSER })).headers.get('x-cache') === 'HIT';
    for (let run = 0; run < PURGE_RUNS; run += 1) {
      // The page is in the edge cache again before each webhook.
      for (let attempt = 0; attempt < 20 && !(await cached()); attempt += 1);
      purges.push(await purgeTime(`http://127.0.0.1:${port.a}`, edgeUrl));
    }
    const result = {
      path,
      requestsPerSecond: mean(runs.edge, 'requestsPerSecond'),
      staticRequestsPerSecond: mean(runs.static, 'requestsPerSecond'),
      throughputToStatic: ratio(mean(runs.edge, 'requestsPerSecond'), mean(runs.static, 'requestsPerSecond')),
      p99Ms: Math.max(...runs.edge.map((run) => run.p99Ms)),
      staticP99Ms: Math.max(...runs.static.map((run) => run.p99Ms)),
      errors: sum(runs.edge, 'errors') + sum(runs.edge, 'non2xx'),
      purgeMs: purges.includes(null) ? null : Math.max(...purges),
      purgeRunsMs: purges,
    };
    log(`edge on ${path}: ${JSON.stringify(result)}`);
    return result;
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

/** One line of the bench's report, with its targets. */
export const edgeLine = (edge) =>
  `Edge cache on ${edge.path}, 100 connections: ${edge.requestsPerSecond} req/s against ${edge.staticRequestsPerSecond} ` +
  `req/s for nginx serving it as a file (×${edge.throughputToStatic}, target ≥ 0.7), p99 ${edge.p99Ms} ms (< 50), ` +
  `${edge.errors} errors; webhook to fresh page ${edge.purgeMs} ms (< 2000; runs ${edge.purgeRunsMs.join(', ')})`;

// Alone: the figures go into tools/bench/results.json under `edge`, beside whatever an earlier run wrote there.
if (import.meta.url === `file://${process.argv[1]}`) {
  const edge = await edgeFigures(process.argv[2] ?? '/about');
  const file = join(ROOT, 'tools', 'bench', 'results.json');
  const results = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  writeFileSync(file, `${JSON.stringify({ ...results, edge }, null, 2)}\n`);
  console.log(edgeLine(edge));
}
