import { createTokenBucket } from '../integrations/token-bucket';

/** Submissions per client: a burst of 30, then one every 30 seconds (only valid submissions count). */
export const submitLimit = createTokenBucket({ capacity: 30, refillPerSecond: 1 / 30 });
/** Quote lookups per client: a burst of 5, then one every two minutes (four answers must all be right). */
export const lookupLimit = createTokenBucket({ capacity: 5, refillPerSecond: 1 / 120 });

/** Field and body limits, checked on the server before any rule runs. */
export const MAX_FIELD_CHARS = 2000;
export const MAX_FIELDS = 40;
