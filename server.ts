import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import next from 'next';
import { readBuildRoutes } from './lib/serve/build-routes';
import { createFrontDoor } from './lib/serve/front-door';
import { contentRedirects } from './lib/redirects/content';
import { createRedirectTable } from './lib/redirects/engine';
import { applyBuildConfig } from './lib/serve/build-config';
import { gracefulShutdown, isStopping } from './lib/lifecycle/shutdown';
import { checkSettingsOrExit, environment, settings } from './lib/settings';
import { slowClientLimits } from './lib/serve/timeouts';
import { guardImageOptimizer, IMAGE_ENCODE_RATE } from './lib/serve/image-upstream';
import { createLimit } from './lib/limits';
import { createSignals } from './lib/metrics/signals';

/**
 * The site's HTTP server: Next's request handler behind the front door (lib/serve/front-door.ts). `npm run build`
 * compiles this file to build/server/server.js; `npm run serve` runs it. PORT (default 3000) and HOSTNAME (default:
 * every interface) choose where it listens. SIGTERM or SIGINT stops it gracefully (lib/lifecycle/shutdown.ts): no new
 * connections, every request in flight answered, the outbox worker stopped, the database closed, exit 0; past
 * SHUTDOWN_CAP_MS whatever is still open is cut and it exits 1.
 */
// Empty counts as unset (an .env line `PORT=` must not make the server listen on a random port).
const port = settings.port();
const hostname = settings.hostname();
const dir = process.cwd();
const distDir = settings.distDir();
const SHUTDOWN_CAP_MS = 10_000;
/**
 * An idle kept-alive connection is closed after this long. The balancer must stop reusing one sooner, or it sends a
 * request on a socket this server is closing and gets a reset: deploy/nginx.conf's upstream `keepalive_timeout` is
 * 60 s, below this (Node's own default, 5 s, is below nginx's default of 60 s: the resets of issue 46).
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function readRoutesOrExit() {
  try {
    return readBuildRoutes(join(dir, distDir), join(dir, 'public'));
  } catch (error) {
    console.error(
      `No complete build in ${distDir} (${error instanceof Error ? error.message : String(error)}). Run \`npm run build\` first.`,
    );
    process.exit(1);
  }
}

async function main() {
  checkSettingsOrExit(environment(), (code) => process.exit(code));
  const routes = readRoutesOrExit();
  applyBuildConfig(dir, distDir, environment());
  // `localhost` as Next's own name: a rewrite in proxy.ts to this host is then served in-process, never proxied over HTTP.
  const app = next({ dev: false, dir, port, hostname: 'localhost' });
  await app.prepare();
  guardImageOptimizer(createLimit('image-encode', IMAGE_ENCODE_RATE));
  const handle = app.getRequestHandler();
  // The redirects' sources are addresses proxy.ts answers: with the embedded content they are not unknown paths.
  const redirects = createRedirectTable(contentRedirects(join(dir, 'content')));
  const frontDoor = createFrontDoor({ routes, env: environment(), isRedirectSource: redirects.isSource });

  // Compression wraps the front door (next.config.ts turns Next's own off), so the policy is computed from plain HTML.
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

  // Liveness and /api/metrics answered here, every other request timed by route kind (lib/metrics/signals.ts).
  const signals = createSignals({ metricsToken: settings.metricsToken() });

  // A client that trickles its request is cut off (408) instead of holding a socket for minutes.
  const server = createServer(slowClientLimits(), (req, res) => {
    // Stopping: this connection ends with this response (the balancer opens its next one to another instance).
    if (isStopping()) res.setHeader('Connection', 'close');
    if (signals(req, res)) return;
    // Without Accept-Encoding there is nothing to compress: skip the wrapping altogether.
    const handleCompressed = req.headers['accept-encoding']
      ? compress
      : (_req: IncomingMessage, _res: ServerResponse, next: () => void) => next();
    handleCompressed(req, res, () =>
      frontDoor(req, res, () => {
        handle(req, res).catch((error: unknown) => {
          console.error(error);
          if (!res.headersSent) res.statusCode = 500;
          res.end();
        });
      }),
    );
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  const shutdown = gracefulShutdown(server, { capMs: SHUTDOWN_CAP_MS, exit: (code) => process.exit(code) });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal));
  // The build id is told here, in the log, and not in the health answers anyone may read.
  const build = readFileSync(join(dir, distDir, 'BUILD_ID'), 'utf8').trim();
  server.listen(port, hostname, () => console.log(`Ready on http://localhost:${port} (build ${build})`));
}

void main();
