import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Env = Record<string, string | undefined>;

/**
 * Hands Next the config this build resolved (`required-server-files.json`), as Next's own standalone server does:
 * every instance of one build then runs the same config, the container image needs no next.config.ts, and Next does
 * not compile next.config.ts again at start-up. The shared cache is chosen here, at start-up: with REDIS_URL, Next's
 * incremental cache is cache-handler.mjs (pages and data shared through Redis); without it, Next's own file cache.
 */
export function applyBuildConfig(dir: string, distDir: string, env: Env): void {
  const file = join(dir, distDir, 'required-server-files.json');
  if (env.__NEXT_PRIVATE_STANDALONE_CONFIG || !existsSync(file)) return;
  const { config } = JSON.parse(readFileSync(file, 'utf8')) as { config: Record<string, unknown> };
  if (env.REDIS_URL) config.cacheHandler = join(dir, 'cache-handler.mjs');
  env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}
