import type { ComponentInstance } from '@uniformdev/canvas';

type Overrides = NonNullable<ComponentInstance['_overrides']>;

/** A set of overrides and where it sits: the chain of component ids from the composition to its holder. */
interface Layer {
  at: string[];
  overrides: Overrides;
}

/**
 * Pattern resolution as Uniform's delivery API does it, written from Uniform's own descriptions (the
 * `ComponentInstance` schema of @uniformdev/canvas: `_pattern`, `_overrides`, `_patternError`) and the overrides
 * Uniform's component starter kit (uniformdev/csk-packages) pulls: a component from a pattern instance is keyed
 * `"<instance _id>|<inner _id>"`, from the holder of the overrides down. The composition's overrides win over a
 * pattern's own ("applied from the top down"); an override patches parameters by key and replaces slots and variant.
 * An unknown pattern is flagged `NOTFOUND`, a pattern inside itself `CYCLIC`.
 */
export function resolveComposition<T extends ComponentInstance>(
  root: T,
  patterns: ReadonlyMap<string, ComponentInstance>,
): T {
  return expand(root, [], root._overrides ? [{ at: [], overrides: root._overrides }] : [], [], patterns) as T;
}

/** The outermost layer's override for a component at `chain`, and the chain its replacement slots are keyed from. */
function overrideFor(chain: string[], layers: Layer[]) {
  for (const layer of layers) {
    if (layer.at.length >= chain.length || layer.at.some((id, index) => chain[index] !== id)) continue;
    const override = layer.overrides[chain.slice(layer.at.length).join('|')];
    if (override) return { override, from: layer.at };
  }
  return undefined;
}

function expand(
  node: ComponentInstance,
  parents: string[],
  layers: Layer[],
  visiting: string[],
  patterns: ReadonlyMap<string, ComponentInstance>,
): ComponentInstance {
  const chain = node._id ? [...parents, node._id] : undefined;
  let current: ComponentInstance = { ...node };
  let innerParents = parents;
  let innerLayers = layers;
  let innerVisiting = visiting;
  if (node._pattern) {
    const pattern = patterns.get(node._pattern);
    if (visiting.includes(node._pattern)) return { ...node, _patternError: 'CYCLIC' };
    if (!pattern) return { ...node, _patternError: 'NOTFOUND' };
    const { type, variant, parameters, slots } = structuredClone(pattern);
    current = { ...current, type, variant, parameters, slots };
    if (current.variant === undefined) delete current.variant;
    innerParents = chain ?? parents;
    innerLayers = pattern._overrides && chain ? [...layers, { at: chain, overrides: pattern._overrides }] : layers;
    innerVisiting = [...visiting, node._pattern];
  }
  const found = chain ? overrideFor(chain, innerLayers) : undefined;
  const slotParents: Record<string, string[]> = {};
  if (found) {
    const { parameters, slots, variant } = found.override;
    if (parameters) current.parameters = { ...current.parameters, ...parameters };
    if (variant) current.variant = variant;
    for (const [name, children] of Object.entries(slots ?? {})) {
      current.slots = { ...current.slots, [name]: structuredClone(children) };
      slotParents[name] = found.from;
    }
  }
  if (!current.slots) return current;
  const slots: Record<string, ComponentInstance[]> = {};
  for (const [name, children] of Object.entries(current.slots)) {
    const from = slotParents[name] ?? innerParents;
    slots[name] = children.map((child) => expand(child, from, innerLayers, innerVisiting, patterns));
  }
  return { ...current, slots };
}
