import { createLocalSource } from './local';
import { createUniformSource } from './uniform';
import type { ContentSource } from './types';
import { environment } from '../settings';

/** Chooses the content source from the environment: Uniform when both key and project are set, else local. */
export function createContentSource(env: Record<string, string | undefined> = environment()): ContentSource {
  const apiKey = env.UNIFORM_API_KEY;
  const projectId = env.UNIFORM_PROJECT_ID;
  if (apiKey && projectId) {
    return createUniformSource({
      apiKey,
      projectId,
      apiHost: env.UNIFORM_API_HOST || undefined,
      edgeApiHost: env.UNIFORM_EDGE_API_HOST || undefined,
      timeoutMs: Number(env.UNIFORM_TIMEOUT_MS) > 0 ? Number(env.UNIFORM_TIMEOUT_MS) : undefined,
    });
  }
  return createLocalSource();
}

let source: ContentSource | undefined;
export function contentSource(): ContentSource {
  source ??= createContentSource();
  return source;
}
