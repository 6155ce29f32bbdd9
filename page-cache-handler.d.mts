export function isErrorRender(data: unknown): boolean;

/** Next's FileSystemCache (its constructor context and methods), storing no error (4xx, 5xx) rendered on demand. */
export default class PageCacheHandler {
  constructor(ctx: { fs: unknown; flushToDisk: boolean; serverDistDir: string; revalidatedTags: string[] });
  get(key: string, ctx: { kind: string; isFallback: boolean }): Promise<unknown>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
}
