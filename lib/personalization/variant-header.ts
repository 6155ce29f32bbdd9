/** Set by the front door alone (it drops one a client sends): the variant page proxy.ts rewrites the request to. */
export const VARIANT_URL_HEADER = 'x-verdance-variant-url';
