/** A version of the search documents: `version` changes whenever the documents do. */
export interface Versioned<Documents> {
  version: string;
  documents: Documents;
}

export interface IndexHolder<Index> {
  /**
   * The index to search now. The first call in a process waits for the documents. Every later one checks them (one
   * check at a time, shared by concurrent searches; a cached read, normally a few milliseconds) and builds a new index
   * when their version changed; a check still running after `waitMs` (the documents being read again after a content
   * change, seconds against Uniform) goes on after the answer, and the search gets the index held meanwhile.
   */
  get(): Promise<Index>;
  /** Checks and rebuilds now (a webhook's refresh, after its answer), while searches go on with the index held. */
  refresh(): Promise<Index>;
  /** Whether an index has been built in this process. */
  holds(): boolean;
}

/**
 * Keeps the site-search index built from `load`'s documents. `background` keeps a task running after the answer
 * (Next's `after` on a request); a failed check is logged and the held index stays.
 */
export function createIndexHolder<Documents, Index>(options: {
  load: () => Promise<Versioned<Documents>>;
  build: (documents: Documents) => Index;
  background: (task: () => Promise<unknown>) => void;
  waitMs: number;
}): IndexHolder<Index> {
  let held: { version: string; index: Index } | undefined;
  let checking: Promise<Index> | undefined;

  function refresh(): Promise<Index> {
    checking ??= options
      .load()
      .then(({ version, documents }) => {
        if (held?.version !== version) held = { version, index: options.build(documents) };
        return held.index;
      })
      .finally(() => {
        checking = undefined;
      });
    return checking;
  }

  return {
    async get() {
      if (!held) return refresh();
      const current = held.index;
      const check = refresh().catch((error: unknown) => {
        console.error(JSON.stringify({ level: 'Error', message: 'Search index not refreshed', error: String(error) }));
        return current;
      });
      options.background(() => check);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<Index>((resolve) => {
        timer = setTimeout(() => resolve(held?.index ?? current), options.waitMs);
      });
      try {
        return await Promise.race([check, waited]);
      } finally {
        clearTimeout(timer);
      }
    },
    refresh,
    holds: () => held !== undefined,
  };
}
