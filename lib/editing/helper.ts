import { enhance, EnhancerBuilder, generateHash, type RootComponentInstance } from '@uniformdev/canvas';
import { HELPER_PATH } from './helper-limits';

type Env = Record<string, string | undefined>;

/** The site's own editing helper (app/api/preview/enhance), used unless UNIFORM_EDITING_HELPER_URL names another. */
export const EDITING_HELPER_PATH = HELPER_PATH;

/** Where the canvas preview posts an edited composition and its hash (docs/editing.md#the-editing-helper). */
export function editingHelperUrl(env: Env): string {
  return env.UNIFORM_EDITING_HELPER_URL || EDITING_HELPER_PATH;
}

/** A body that looks like a composition: an object with a type (the renderer handles the rest as it does any draft). */
export function isComposition(value: unknown): value is RootComponentInstance {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/**
 * Whether the hash the canvas sent with a composition is the SDK's hash of it with our preview secret (`generateHash`,
 * as canvas-next's preview handler checks it). A linear 32-bit hash, not a MAC: it tells a mistake from the canvas'
 * own message, not an attacker from the canvas (docs/security.md#the-editing-helper).
 */
export function hashMatches(composition: RootComponentInstance, hash: unknown, secret: string | undefined): boolean {
  if (!secret || typeof hash !== 'number') return false;
  return generateHash({ composition, secret }) === hash;
}

/**
 * The enhancers a composition from the canvas goes through before it is rendered: the same as a composition read from
 * Uniform gets on its way to a page. Today the site adds nothing to a page's composition (the listing's page number
 * is added by the listing route, and page 1 is the default), so the set is empty; an enhancer added to page reads
 * belongs here too.
 */
const siteEnhancers = new EnhancerBuilder();

/** The composition, enhanced, on a copy (the request's own object is never changed). */
export async function enhanceEditedComposition(composition: RootComponentInstance): Promise<RootComponentInstance> {
  const copy = structuredClone(composition);
  await enhance({ composition: copy, enhancers: siteEnhancers, context: { preview: true } });
  return copy;
}
