import {
  PathTrie,
  processUrl,
  RedirectClient,
  type DirectionAwareRedirectDefinition,
  type RedirectDefinition,
} from '@uniformdev/redirect';

/** A redirect as Uniform stores it (and as `uniform sync pull` writes it to content/redirect). */
export type Redirect = RedirectDefinition['redirect'];

export interface RedirectAnswer {
  location: string;
  status: 301 | 302 | 307 | 308;
}

export interface RedirectTable {
  /** Where a request target (path and query) is redirected, resolved by Uniform's own redirect engine. */
  resolve(url: string): Promise<RedirectAnswer | undefined>;
  /** Whether a path is one of the redirects' sources (`:name` and `*` segments too): the door lets it reach Next. */
  isSource(path: string): boolean;
}

const STATUSES = new Set([301, 302, 307, 308]);

/**
 * Redirects resolved as @uniformdev/redirect resolves them (`RedirectClient.processUrlBestMatch` over the trie its
 * client builds): `:name` and `*` segments carried to the target, the incoming query kept
 * (`sourceRetainQuerystring`) or merged with the target's (`targetMergeQuerystring`), chains followed to their last
 * hop. Only a same-site target or an http(s) address is answered; anything else is ignored.
 */
export function createRedirectTable(redirects: Redirect[]): RedirectTable {
  const trie = new PathTrie<DirectionAwareRedirectDefinition>();
  for (const redirect of redirects) {
    // As RedirectClient's own trie: each redirect under its source path and, for reverse lookups, its target path.
    const metadata = {};
    trie.insert(processUrl(redirect.sourceUrl).path, { redirect, metadata, reverse: false });
    trie.insert(processUrl(redirect.targetUrl).path.replace(/\/:/, '/~~'), { redirect, metadata, reverse: true });
  }
  return {
    isSource: (path) => Boolean(trie.find(processUrl(path).path, true)?.some(({ data }) => !data.reverse)),
    async resolve(url) {
      if (redirects.length === 0) return undefined;
      const result = await RedirectClient.processUrlBestMatch(url, trie);
      const status = result?.definition?.redirect.targetStatusCode;
      if (!result || !status || !STATUSES.has(status) || !isSafeLocation(result.url)) return undefined;
      return { location: result.url, status: status as RedirectAnswer['status'] };
    },
  };
}

function isSafeLocation(location: string): boolean {
  if (location.startsWith('/')) return !location.startsWith('//') && !location.startsWith('/\\');
  return /^https?:\/\/[^/\\]/i.test(location);
}
