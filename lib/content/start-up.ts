import { contentSource } from './source';

/** How long start-up waits for the route index; past it, the build goes on and the first request shares it. */
export const ROUTE_INDEX_START_UP_WAIT_MS = 5_000;

/**
 * Reads the route index as the server starts (issue 45, item 4): the first unknown addresses are then answered from it
 * at no cost. A Uniform that cannot be read delays start-up by `waitMs` at most; requests then build the index.
 */
export async function prepareContent(waitMs = ROUTE_INDEX_START_UP_WAIT_MS): Promise<void> {
  const prepare = contentSource().prepareRouteIndex;
  if (!prepare) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ready = prepare().catch((error: unknown) =>
    console.warn(
      JSON.stringify({ level: 'Warning', message: 'Route index not read at start-up', error: String(error) }),
    ),
  );
  await Promise.race([ready, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}
