import type { ComponentInstance } from '@uniformdev/canvas';

/** Deeper than any real nesting of patterns in patterns: a cycle stops here instead of recursing forever. */
const MAX_PATTERN_DEPTH = 8;

type Overrides = NonNullable<ComponentInstance['_overrides']>;

/** A component with its override applied: parameters patched key by key, slots and variant replaced. */
function withOverride(component: ComponentInstance, overrides: Overrides): ComponentInstance {
  const override = component._id ? overrides[component._id] : undefined;
  if (!override) return component;
  return {
    ...component,
    ...(override.variant ? { variant: override.variant } : {}),
    ...(override.parameters ? { parameters: { ...component.parameters, ...override.parameters } } : {}),
    ...(override.slots ? { slots: { ...component.slots, ...override.slots } } : {}),
  };
}

/**
 * A component tree with every pattern instance resolved, as Uniform's delivery API resolves it: a component with
 * `_pattern` takes its pattern's type, variant, parameters and slots (nested patterns resolved too) and keeps its own
 * `_id` and `_pattern`. An instance whose pattern is unknown is left as it is (Uniform flags it; it renders empty).
 * Pattern overrides (`_overrides`, keyed by component id) are applied from the top down: the composition's replace a
 * pattern's own overrides of its nested patterns.
 */
export function resolvePatterns<T extends ComponentInstance>(
  component: T,
  patterns: ReadonlyMap<string, ComponentInstance>,
  depth = 0,
  inherited: Overrides = component._overrides ?? {},
): T {
  const pattern = component._pattern ? patterns.get(component._pattern) : undefined;
  const resolving = pattern !== undefined && depth < MAX_PATTERN_DEPTH;
  const overrides = resolving ? { ...pattern._overrides, ...inherited } : inherited;
  const base: ComponentInstance = resolving
    ? {
        ...component,
        type: pattern.type,
        ...(pattern.variant ? { variant: pattern.variant } : {}),
        ...(pattern.parameters ? { parameters: pattern.parameters } : {}),
        ...(pattern.slots ? { slots: pattern.slots } : {}),
      }
    : component;
  const own = withOverride(base, overrides);
  if (!own.slots) return own as T;
  const childDepth = depth + (resolving ? 1 : 0);
  const slots = Object.fromEntries(
    Object.entries(own.slots).map(([name, children]) => [
      name,
      children.map((child) => resolvePatterns(child, patterns, childDepth, overrides)),
    ]),
  );
  return { ...own, slots } as T;
}
