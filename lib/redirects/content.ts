import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Redirect } from './engine';

/**
 * The embedded redirects, content/redirect as `uniform sync pull` writes it (one flat redirect per file): the one
 * reader of that folder (the content check validates every field). A file that is no flat redirect throws, naming
 * the file: the server then refuses to start. No module of the content layer is loaded (server.ts reads this too).
 */
export function contentRedirects(dir: string): Redirect[] {
  let files: string[];
  try {
    files = readdirSync(join(dir, 'redirect')).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.map((file) => {
    const data: unknown = JSON.parse(readFileSync(join(dir, 'redirect', file), 'utf8'));
    if (!isRedirect(data))
      throw new Error(`content/redirect/${file}: not a flat redirect (sourceUrl, targetUrl, targetStatusCode)`);
    return data;
  });
}

function isRedirect(data: unknown): data is Redirect {
  const { sourceUrl, targetUrl, targetStatusCode } = (data ?? {}) as Record<string, unknown>;
  return (
    typeof sourceUrl === 'string' &&
    sourceUrl.startsWith('/') &&
    typeof targetUrl === 'string' &&
    typeof targetStatusCode === 'number'
  );
}
