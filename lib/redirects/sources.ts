import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RedirectClient } from '@uniformdev/redirect';
import { createRedirectTable, type Redirect, type RedirectTable } from './engine';

type Env = Record<string, string | undefined>;

/** The process-wide "Uniform's redirects changed" flag, set by the revalidation webhook (another bundle: globalThis). */
const STALE = Symbol.for('verdance.redirects.stale');
type WithStaleFlag = typeof globalThis & { [STALE]?: boolean };

/** Called by /api/revalidate on a redirect event: the next request reads Uniform's redirects again. */
export function markRedirectsStale(): void {
  (globalThis as WithStaleFlag)[STALE] = true;
}

/**
 * The embedded redirects, content/redirect as `uniform sync pull` writes it (one flat redirect per file). The build
 * has validated every file (lib/content/local.ts, the content check); this reads them in server.ts, which loads no
 * .mjs module of the content layer, and skips anything that is not a redirect.
 */
export function contentRedirects(dir: string): Redirect[] {
  let files: string[];
  try {
    files = readdirSync(join(dir, 'redirect')).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.flatMap((file) => {
    const data: unknown = JSON.parse(readFileSync(join(dir, 'redirect', file), 'utf8'));
    return isRedirect(data) ? [data] : [];
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

const DEFAULT_TIMEOUT_MS = 8000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** How long another instance, which got no webhook, serves Uniform's redirects before reading them again. */
const REFRESH_MS = 60_000;

/**
 * Uniform's redirects for the front door, read with the SDK's RedirectClient (every page of them) on first use, again
 * after a redirect webhook and at most a minute later on any instance. While Uniform cannot be read the last table
 * read keeps answering (none before the first read: pages then render, and Uniform's route API still redirects).
 */
export function uniformRedirects(env: Env, now: () => number = Date.now): RedirectTable {
  const deadlineMs = Number(env.UNIFORM_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS;
  const client = new RedirectClient({
    apiKey: env.UNIFORM_API_KEY,
    projectId: env.UNIFORM_PROJECT_ID,
    apiHost: env.UNIFORM_API_HOST,
    bypassCache: true,
  });
  let table: RedirectTable = createRedirectTable([]);
  let readAt = -Infinity;
  let reading: Promise<void> | undefined;

  async function read() {
    const redirects: Redirect[] = [];
    for await (const { redirect } of client.getAllRedirects()) redirects.push(redirect);
    table = createRedirectTable(redirects);
  }

  return {
    async resolve(url) {
      const flags = globalThis as WithStaleFlag;
      if (flags[STALE] || now() - readAt > REFRESH_MS) {
        flags[STALE] = false;
        readAt = now();
        reading ??= read()
          .catch((error: unknown) =>
            console.warn(
              JSON.stringify({ level: 'Warning', message: 'Uniform redirects unreadable', error: String(error) }),
            ),
          )
          .finally(() => (reading = undefined));
      }
      // A request waits for the read at most as long as one Uniform request may take, then uses what it has.
      if (reading) await Promise.race([reading, delay(deadlineMs)]);
      return table.resolve(url);
    },
  };
}

/** The redirects the front door answers: Uniform's when the site reads from Uniform, else content/'s. */
export function siteRedirects(env: Env, contentDir: string): RedirectTable {
  return env.UNIFORM_API_KEY && env.UNIFORM_PROJECT_ID
    ? uniformRedirects(env)
    : createRedirectTable(contentRedirects(contentDir));
}
