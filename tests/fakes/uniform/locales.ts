/**
 * Reads with `locale`, as Uniform's API answers them (its OpenAPI description in `@uniformdev/canvas`: "One or more
 * locales to filter and localize by. Only entries that enable one of the specified locales _or enable no locales_ will
 * be returned. The response will be localized to include only the first matching locale's data. … When this parameter
 * is not passed, all locales' data will be returned").
 */

/** The locales a read asks for, in order: one, a comma-separated list, or Accept-Language syntax (`de-AT;q=0.9`). */
export function requestedLocales(query: URLSearchParams): string[] | undefined {
  const raw = query.get('locale');
  if (!raw) return undefined;
  const locales = raw
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
  return locales.length ? locales : undefined;
}

/** Whether an item that enables `enabled` is returned for a read asking for `requested`. */
export function isAvailableIn(enabled: readonly string[] | undefined, requested: readonly string[] | undefined) {
  return !requested || !enabled?.length || requested.some((locale) => enabled.includes(locale));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A composition or entry tree with every localized parameter or field (`{type, locales: {…}}`) reduced to the first
 * requested locale that has data, as `value`; a value shared by all locales is left as it is.
 */
export function localized<T>(tree: T, requested: readonly string[] | undefined): T {
  if (!requested) return tree;
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isRecord(node)) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) out[key] = visit(value);
    if (typeof node.type === 'string' && isRecord(node.locales)) {
      const locales = out.locales as Record<string, unknown>;
      const first = requested.find((locale) => locale in locales);
      delete out.locales;
      delete out.localesConditions;
      if (first !== undefined) out.value = locales[first];
    }
    return out;
  };
  return visit(tree) as T;
}
