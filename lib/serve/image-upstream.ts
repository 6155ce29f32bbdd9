import { createRequire } from 'node:module';
import { join } from 'node:path';
import { NEXT_INTERNAL_MODULES, type ImageOptimizerModule, type NextServerModule } from './next-private';

type ImageOptimizer = (
  ...args: [unknown, unknown, { href: string; isAbsolute: boolean }, ...unknown[]]
) => Promise<unknown>;
const WRAPPED = Symbol.for('verdance.imageUpstream');

/**
 * A remote image whose host cannot be reached (no DNS answer, connection refused or reset) makes Next's optimiser throw
 * a plain error: a 500 with a stack trace. Here it becomes Next's own ImageError with 502, which Next answers as any
 * other bad upstream (the status and a one-line message), and one log line. A private detail of Next, named in
 * next-private.ts: its `imageOptimizer` method (next-server.js), wrapped once per process by server.ts.
 */
export function answerUnreachableImageHosts(): void {
  // Loaded only now, from the project's own Next (the copy Next itself loads): server.ts calls this once Next is
  // prepared, so Next has set up its module hooks and environment before its server module is read.
  const load = createRequire(join(process.cwd(), 'package.json'));
  const { default: NextNodeServer } = load(NEXT_INTERNAL_MODULES.nodeServer) as NextServerModule;
  const { ImageError } = load(NEXT_INTERNAL_MODULES.imageOptimizer) as ImageOptimizerModule;
  const prototype = NextNodeServer.prototype as unknown as { imageOptimizer: ImageOptimizer; [WRAPPED]?: true };
  if (prototype[WRAPPED]) return;
  const original = prototype.imageOptimizer;
  prototype.imageOptimizer = async function (this: unknown, ...args) {
    try {
      return await original.apply(this, args);
    } catch (error) {
      if (error instanceof ImageError || !args[2].isAbsolute) throw error;
      const reason = (error as { code?: unknown }).code ?? error;
      console.warn(
        JSON.stringify({
          level: 'Warning',
          message: 'Image host unreachable',
          url: args[2].href,
          error: String(reason),
        }),
      );
      throw new ImageError(502, '"url" parameter is valid but the upstream could not be reached');
    }
  };
  prototype[WRAPPED] = true;
}
