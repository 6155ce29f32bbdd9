/** Types of cache-handler.mjs for its tests (Next loads the .mjs itself). */
interface Handler<Entry> {
  name: string;
  set(key: string, entry: Entry, ctx?: unknown): Promise<void>;
  delete?(key: string): Promise<void>;
}

export function withoutNotFoundRenders<Entry, H extends Handler<Entry>>(
  handler: H,
  env: Record<string, string | undefined>,
): H;

declare const CacheHandler: unknown;
export default CacheHandler;
