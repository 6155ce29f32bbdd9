import { join } from 'node:path';
import { RedirectClient } from '@uniformdev/redirect';
import { sharedStore, type SharedStore } from '../content/shared-store';
import { contentRedirects } from './content';
import { createRedirectTable, type Redirect, type RedirectTable } from './engine';
import { environment } from '../settings';

type Env = Record<string, string | undefined>;

/** Where the revalidation webhook marks Uniform's redirects changed, for every bundle and, with Redis, every instance. */
const CHANGED_KEY = 'redirects:changed';

/** Called by /api/revalidate on a redirect event: the next request on any instance reads Uniform's redirects again. */
export async function markRedirectsStale(store: SharedStore = sharedStore()): Promise<void> {
  await store.set(CHANGED_KEY, `${Date.now()}-${Math.random()}`);
}

const DEFAULT_TIMEOUT_MS = 8000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** How long an instance serves Uniform's redirects before reading them again, should a webhook have been missed. */
const REFRESH_MS = 60_000;

/**
 * Uniform's redirects, read with the SDK's RedirectClient (every page of them) on first use, again after a redirect
 * webhook and at most a minute later. While Uniform cannot be read the last table read keeps answering (none before
 * the first read: pages then render, and Uniform's route API still redirects).
 */
export function uniformRedirects(env: Env, now: () => number = Date.now, store?: SharedStore): RedirectTable {
  const deadlineMs = Number(env.UNIFORM_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS;
  const client = new RedirectClient({
    apiKey: env.UNIFORM_API_KEY,
    projectId: env.UNIFORM_PROJECT_ID,
    apiHost: env.UNIFORM_API_HOST,
    bypassCache: true,
  });
  let table: RedirectTable = createRedirectTable([]);
  let readAt = -Infinity;
  let seenMark: string | undefined;
  let reading: Promise<void> | undefined;

  async function read() {
    const redirects: Redirect[] = [];
    for await (const { redirect } of client.getAllRedirects()) redirects.push(redirect);
    table = createRedirectTable(redirects);
  }

  return {
    isSource: (path) => table.isSource(path),
    async resolve(url) {
      const mark = await (store ?? sharedStore()).get(CHANGED_KEY);
      if (mark !== seenMark || now() - readAt > REFRESH_MS) {
        seenMark = mark;
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

let site: RedirectTable | undefined;

/** The site's redirects (proxy.ts): Uniform's when the site reads from Uniform, else content/'s. */
export function siteRedirects(env: Env = environment(), contentDir = join(process.cwd(), 'content')): RedirectTable {
  site ??=
    env.UNIFORM_API_KEY && env.UNIFORM_PROJECT_ID
      ? uniformRedirects(env)
      : createRedirectTable(contentRedirects(contentDir));
  return site;
}
