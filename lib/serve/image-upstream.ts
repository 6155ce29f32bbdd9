import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Limit, LimitRate } from '../limits';
import { NEXT_INTERNAL_MODULES, type ImageOptimizerModule, type NextServerModule } from './next-private';

type ImageOptimizer = (
  ...args: [
    { headers?: Record<string, string | string[] | undefined> },
    unknown,
    { href: string; isAbsolute: boolean },
    ...unknown[],
  ]
) => Promise<unknown>;
const WRAPPED = Symbol.for('verdance.imageUpstream');

/**
 * New images one client may have encoded: a burst of 200 (a visitor browsing right after a deploy, every image at its
 * widths, still new), then five a second. Cached images cost no token. A bound on one client's encoding work
 * (about half a core at most), not a figure any visitor reaches.
 */
export const IMAGE_ENCODE_RATE: LimitRate = { capacity: 200, refillPerSecond: 5 };
/** The limit the wrapper reads, on `globalThis` with the wrapper (the last one given wins). */
const LIMIT = Symbol.for('verdance.imageEncodeLimit');
const holder = globalThis as typeof globalThis & { [LIMIT]?: Limit };

/**
 * Two guards on Next's image optimiser, which Next calls only for an image its cache does not hold (a first-time
 * encode) or holds stale (a refresh in the background). A private detail of Next, named in next-private.ts: its
 * `imageOptimizer` method (next-server.js), wrapped once per process by server.ts.
 * - A first-time encode takes a token from the client's `encodeLimit` (the front door has put the client's address in
 *   X-Forwarded-For): past it, Next's own ImageError with 429, before anything is fetched or encoded. Width and quality
 *   make many new images of one file, each a full decode and encode.
 * - A remote image whose host cannot be reached (no DNS answer, connection refused or reset) makes the optimiser throw
 *   a plain error: a 500 with a stack trace. It becomes an ImageError with 502, which Next answers as any other bad
 *   upstream (the status and a one-line message), and one log line.
 */
export function guardImageOptimizer(encodeLimit: Limit): void {
  holder[LIMIT] = encodeLimit;
  // Loaded only now, from the project's own Next (the copy Next itself loads): server.ts calls this once Next is
  // prepared, so Next has set up its module hooks and environment before its server module is read.
  const load = createRequire(join(process.cwd(), 'package.json'));
  const { default: NextNodeServer } = load(NEXT_INTERNAL_MODULES.nodeServer) as NextServerModule;
  const { ImageError } = load(NEXT_INTERNAL_MODULES.imageOptimizer) as ImageOptimizerModule;
  const prototype = NextNodeServer.prototype as unknown as { imageOptimizer: ImageOptimizer; [WRAPPED]?: true };
  if (prototype[WRAPPED]) return;
  const original = prototype.imageOptimizer;
  prototype.imageOptimizer = async function (this: unknown, ...args) {
    const [req, , params, previousCacheEntry] = args;
    const forwarded = req?.headers?.['x-forwarded-for'];
    const client = Array.isArray(forwarded) ? forwarded[0] : forwarded;
    if (!previousCacheEntry && !(await holder[LIMIT]?.take(client))) {
      throw new ImageError(429, 'Too many new images in a short time');
    }
    try {
      return await original.apply(this, args);
    } catch (error) {
      if (error instanceof ImageError || !params.isAbsolute) throw error;
      const reason = (error as { code?: unknown }).code ?? error;
      console.warn(
        JSON.stringify({
          level: 'Warning',
          message: 'Image host unreachable',
          url: params.href,
          error: String(reason),
        }),
      );
      throw new ImageError(502, '"url" parameter is valid but the upstream could not be reached');
    }
  };
  prototype[WRAPPED] = true;
}
