import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NEXT_BUILD_FILES, STANDALONE_CONFIG_ENV } from './next-private';

type Env = Record<string, string | undefined>;

/**
 * In Next's standalone output (the container image, deploy/standalone.mjs) there is no next.config.ts: hands Next the
 * config this build resolved (its server-files manifest), as Next's own standalone server does, so every container
 * of the image runs the build's config. The shared cache is chosen here, at start-up: with REDIS_URL, Next's
 * incremental cache is cache-handler.mjs (pages and data shared through Redis); without it, Next's own file cache
 * (page-cache-handler.mjs: neither stores a 404 rendered on demand).
 * In a project checkout this does nothing: Next reads next.config.ts at start-up, which makes the same choice.
 */
export function applyBuildConfig(dir: string, distDir: string, env: Env): void {
  const file = join(dir, distDir, NEXT_BUILD_FILES.serverFiles);
  if (env[STANDALONE_CONFIG_ENV] || existsSync(join(dir, 'next.config.ts')) || !existsSync(file)) return;
  const { config } = JSON.parse(readFileSync(file, 'utf8')) as { config: Record<string, unknown> };
  config.cacheHandler = join(dir, env.REDIS_URL ? 'cache-handler.mjs' : 'page-cache-handler.mjs');
  env[STANDALONE_CONFIG_ENV] = JSON.stringify(config);
}
