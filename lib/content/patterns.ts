import type { ComponentInstance } from '@uniformdev/canvas';

/** Deeper than any real nesting of patterns in patterns: a cycle stops here instead of recursing forever. */
const MAX_PATTERN_DEPTH = 8;

type Overrides = NonNullable<ComponentInstance['_overrides']>;
type Override = Overrides[string];

/**
 * An override in force, under the address of the component it targets, with the address of the one that set it (a
 * composition `''`, a pattern the address of its instance): the components an override's slots bring in are
 * addressed from there.
 */
type InForce = ReadonlyMap<string, { override: Override; setBy: string }>;

/**
 * A component's address, as Uniform keys `_overrides`: its `_id` where it lives in the composition itself, and
 * `"<instance _id>|<inner _id>"` for a component that comes from a pattern instance (`"a|b|c"` through nested
 * patterns). An address is relative to whoever holds the overrides: a pattern's own are keyed from inside it.
 */
const address = (prefix: string, id: string) => (prefix ? `${prefix}|${id}` : id);

function placed(overrides: Overrides | undefined, setBy: string): [string, { override: Override; setBy: string }][] {
  return Object.entries(overrides ?? {}).map(([key, override]) => [address(setBy, key), { override, setBy }]);
}

/**
 * A component tree with every pattern instance resolved, as Uniform's delivery API resolves it: a component with
 * `_pattern` takes its pattern's type, variant, parameters and slots (nested patterns resolved too) and keeps its own
 * `_id` and `_pattern`. An instance whose pattern is unknown is left as it is (Uniform flags it; it renders empty).
 * Overrides (`_overrides`, keyed by address, see `address`) are applied from the top down: the composition's replace a
 * pattern's own for the same component. An override patches parameters key by key and replaces variant and slots.
 */
export function resolvePatterns<T extends ComponentInstance>(
  component: T,
  patterns: ReadonlyMap<string, ComponentInstance>,
): T {
  return resolve(component, patterns, '', new Map(placed(component._overrides, '')), 0);
}

function resolve<T extends ComponentInstance>(
  component: T,
  patterns: ReadonlyMap<string, ComponentInstance>,
  prefix: string,
  inForce: InForce,
  depth: number,
): T {
  const own = component._id ? address(prefix, component._id) : undefined;
  const pattern = component._pattern ? patterns.get(component._pattern) : undefined;
  const resolving = pattern !== undefined && depth < MAX_PATTERN_DEPTH && own !== undefined;
  // What the pattern brings is addressed through this instance; overrides already in force win over the pattern's.
  const overrides: InForce = resolving ? new Map([...placed(pattern._overrides, own), ...inForce]) : inForce;
  const base: ComponentInstance = resolving
    ? {
        ...component,
        type: pattern.type,
        ...(pattern.variant ? { variant: pattern.variant } : {}),
        ...(pattern.parameters ? { parameters: pattern.parameters } : {}),
        ...(pattern.slots ? { slots: pattern.slots } : {}),
      }
    : component;
  const inside = resolving ? own : prefix;
  const found = own === undefined ? undefined : overrides.get(own);
  const override = found?.override;
  const result: ComponentInstance = {
    ...base,
    ...(override?.variant ? { variant: override.variant } : {}),
    ...(override?.parameters ? { parameters: { ...base.parameters, ...override.parameters } } : {}),
  };
  const slotNames = new Set([...Object.keys(base.slots ?? {}), ...Object.keys(override?.slots ?? {})]);
  if (slotNames.size === 0) return result as T;
  const childDepth = depth + (resolving ? 1 : 0);
  const slots = Object.fromEntries(
    [...slotNames].map((name) => {
      const replaced = override?.slots?.[name];
      const children = replaced ?? base.slots?.[name] ?? [];
      const childPrefix = replaced && found ? found.setBy : inside;
      return [name, children.map((child) => resolve(child, patterns, childPrefix, overrides, childDepth))];
    }),
  );
  return { ...result, slots } as T;
}
