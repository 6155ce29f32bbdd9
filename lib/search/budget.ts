import { createLimit, requestAddress } from '../limits';
import { checkPhrase, MAX_PHRASE_LENGTH, type SearchMessageKey } from './phrase';

/** Searches per client: a burst of 60, then one a second (60 a minute), across all instances. */
export const searchLimit = createLimit('search', { capacity: 60, refillPerSecond: 1 });

/** The message's translation key, and what a visitor reads while the content has no entry for it. */
export const OVER_BUDGET = {
  key: 'search.too-many',
  fallback: 'Too many searches in a short time. Please wait a minute and try again.',
} as const;

/** Whether the client sending these headers may run one more search; takes one from its budget. */
export function takeSearch(headers: Pick<Headers, 'get'>): Promise<boolean> {
  return searchLimit.take(requestAddress(headers));
}

export type SearchRequest =
  | { kind: 'form' }
  | { kind: 'refused'; phrase: string; message: SearchMessageKey }
  | { kind: 'over-budget'; phrase: string }
  | { kind: 'search'; phrase: string };

/**
 * What `/search` answers for the phrase parameter (`undefined`: none at all). A first visit gets the form alone, at no
 * cost. Any phrase takes a token first, refused or not: each is a page rendered on demand, and a refusal rendered
 * without limit was as good to a flood as a search. Past the budget, the budget's message, and no check or search.
 */
export async function searchRequest(raw: string | undefined, take: () => Promise<boolean>): Promise<SearchRequest> {
  if (raw === undefined) return { kind: 'form' };
  if (!(await take()))
    return { kind: 'over-budget', phrase: raw.replace(/\s+/g, ' ').trim().slice(0, MAX_PHRASE_LENGTH) };
  const check = checkPhrase(raw);
  if (!check.ok) return { kind: 'refused', phrase: raw.trim(), message: check.message };
  return { kind: 'search', phrase: check.phrase };
}
