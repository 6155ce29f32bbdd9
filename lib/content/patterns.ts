import type { ComponentInstance } from '@uniformdev/canvas';

/** Deeper than any real nesting of patterns in patterns: a cycle stops here instead of recursing forever. */
const MAX_PATTERN_DEPTH = 8;

/**
 * A component tree with every pattern instance resolved, as Uniform's delivery API resolves it: a component with
 * `_pattern` takes its pattern's type, variant, parameters and slots (nested patterns resolved too) and keeps its own
 * `_id` and `_pattern`. An instance whose pattern is unknown is left as it is (Uniform flags it; it renders empty).
 * Pattern overrides (`_overrides`) are not applied: the site's patterns have none.
 */
export function resolvePatterns<T extends ComponentInstance>(
  component: T,
  patterns: ReadonlyMap<string, ComponentInstance>,
  depth = 0,
): T {
  const pattern = component._pattern ? patterns.get(component._pattern) : undefined;
  const source: ComponentInstance = pattern && depth < MAX_PATTERN_DEPTH ? pattern : component;
  const slots =
    source.slots &&
    Object.fromEntries(
      Object.entries(source.slots).map(([name, children]) => [
        name,
        children.map((child) => resolvePatterns(child, patterns, depth + (pattern ? 1 : 0))),
      ]),
    );
  if (!pattern || depth >= MAX_PATTERN_DEPTH) return slots ? { ...component, slots } : component;
  const { type, variant, parameters } = pattern;
  return {
    ...component,
    type,
    ...(variant ? { variant } : {}),
    ...(parameters ? { parameters } : {}),
    ...(slots ? { slots } : {}),
  };
}
