import { createLimit, requestAddress } from '../limits';

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
