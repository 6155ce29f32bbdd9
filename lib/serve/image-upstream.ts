import NextNodeServer from 'next/dist/server/next-server';
import { ImageError } from 'next/dist/server/image-optimizer';

type ImageOptimizer = (
  ...args: [unknown, unknown, { href: string; isAbsolute: boolean }, ...unknown[]]
) => Promise<unknown>;
const WRAPPED = Symbol.for('verdance.imageUpstream');

/**
 * A remote image whose host cannot be reached (no DNS answer, connection refused or reset) makes Next's optimiser throw
 * a plain error: a 500 with a stack trace. Here it becomes Next's own ImageError with 502, which Next answers as any
 * other bad upstream (the status and a one-line message), and one log line. A private detail of Next, like those in
 * next-private.ts: its `imageOptimizer` method (next-server.js), wrapped once per process by server.ts.
 */
export function answerUnreachableImageHosts(): void {
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
