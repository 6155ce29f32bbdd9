import { QUERY_ALIASES } from '../constants';

type SearchParams = URLSearchParams | Record<string, string | string[] | undefined>;

function entries(params: SearchParams): [string, string][] {
  if (params instanceof URLSearchParams) return [...params.entries()];
  return Object.entries(params).flatMap(([key, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((item) => [key, item] as [string, string]),
  );
}

/** The first value of any of `names`, compared case-insensitively (`supportid`, `SupportID`...). */
export function readQuery(params: SearchParams, names: readonly string[]): string | undefined {
  const wanted = names.map((name) => name.toLowerCase());
  for (const name of wanted) {
    const found = entries(params).find(([key]) => key.toLowerCase() === name);
    if (found) return found[1];
  }
  return undefined;
}

/**
 * `?page=N` is read here only. Page number from `page` or its aliases: a positive whole number, else 1
 * (docs/behaviour.md#validation).
 */
export function readPageNumber(params: SearchParams): number {
  const raw = readQuery(params, QUERY_ALIASES.page)?.trim();
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The name page links and forms write the page number under; the aliases are only read. */
export const PAGE_PARAM = QUERY_ALIASES.page[0];

/**
 * The address of page `page` of a paged list at `path`, whose own query is kept: `/learning-center` + 2 →
 * `/learning-center?page=2`, `/search?q=frost` + 2 → `/search?q=frost&page=2` (docs/behaviour.md#articles-and-listings).
 */
export function pageHref(path: string, page: number): string {
  return `${path}${path.includes('?') ? '&' : '?'}${PAGE_PARAM}=${page}`;
}
