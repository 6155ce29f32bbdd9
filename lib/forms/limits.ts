import { createLimit } from '../limits';

/** Submissions per client: a burst of 30, then one every 30 seconds (every post counts, valid or not). */
export const submitLimit = createLimit('form-submit', { capacity: 30, refillPerSecond: 1 / 30 });
/** Quote lookups per client: a burst of 5, then one every two minutes (four answers must all be right). */
export const lookupLimit = createLimit('quote-lookup', { capacity: 5, refillPerSecond: 1 / 120 });

/** Field and body limits, checked on the server before any rule runs. */
export const MAX_FIELD_CHARS = 2000;
export const MAX_FIELDS = 40;
