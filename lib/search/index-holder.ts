/** A version of the search documents: `version` changes whenever the documents do. */
export interface Versioned<Documents> {
  version: string;
  documents: Documents;
}

export interface IndexHolder<Index> {
  /**
   * The index to search now. The first call in a process waits for the documents; every later one answers at once
   * with the index it has and starts a check in the background (one at a time), which builds a new index, off the
   * request path, only when the documents' version changed.
   */
  get(): Promise<Index>;
  /** Checks and rebuilds now (a webhook's refresh), while searches go on with the index held. */
  refresh(): Promise<Index>;
}

/**
 * Keeps the site-search index built from `load`'s documents. `background` runs a task after the answer (Next's
 * `after` on a request); a failed check is logged and the held index stays.
 */
export function createIndexHolder<Documents, Index>(options: {
  load: () => Promise<Versioned<Documents>>;
  build: (documents: Documents) => Index;
  background: (task: () => Promise<unknown>) => void;
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
      options.background(() =>
        refresh().catch((error: unknown) =>
          console.error(
            JSON.stringify({ level: 'Error', message: 'Search index not refreshed', error: String(error) }),
          ),
        ),
      );
      return held.index;
    },
    refresh,
  };
}
