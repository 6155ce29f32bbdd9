import { createLimit } from '../limits';

/** Stored submissions per client: a burst of 30, then one every 30 seconds. */
export const submitLimit = createLimit('form-submit', { capacity: 30, refillPerSecond: 1 / 30 });
/**
 * Posts of any kind per client, valid or not (an invalid one costs a whole re-render of the page): a burst of 60, then
 * one a second. A visitor fixing a form sends a few; a client looping on invalid posts is slowed down.
 */
export const postLimit = createLimit('form-post', { capacity: 60, refillPerSecond: 1 });
/** Quote lookups per client: a burst of 5, then one every two minutes (four answers must all be right). */
export const lookupLimit = createLimit('quote-lookup', { capacity: 5, refillPerSecond: 1 / 120 });

/** Field and body limits, checked on the server before any rule runs. */
export const MAX_FIELD_CHARS = 2000;
export const MAX_FIELDS = 40;
