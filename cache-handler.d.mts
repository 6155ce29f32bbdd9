/** Types of cache-handler.mjs for its tests (Next loads the .mjs itself). */
interface Handler<Entry> {
  name: string;
  get(key: string, meta: { implicitTags: string[] }): Promise<Entry | null>;
  set(key: string, entry: Entry, ctx?: unknown): Promise<void>;
  delete?(key: string): Promise<void>;
}

export function withoutErrorRenders<Entry, H extends Handler<Entry>>(handler: H): H;

/** The handler chain Next is given (edge tags, no error renders, Redis with a local copy), over this client. */
export function createSharedHandler(client: unknown, buildId: string | undefined): Handler<unknown>;

declare const CacheHandler: unknown;
export default CacheHandler;
