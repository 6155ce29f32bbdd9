// Reading a composition as the content-health rules see it: its components in document order, each parameter's value,
// and the plain text of text and rich-text parameters. Works on a composition as `content/` stores it and as
// Uniform's API returns it (patterns resolved): what is inside a pattern instance is the pattern's, checked with the
// pattern, never again on each page that uses it (the instance itself included: its parameters are the pattern's).

/** Uniform's own types and parameters (`$personalization`, `$test`, `$viz`…) are not content. */
export const isSystemName = (name) => typeof name === 'string' && name.startsWith('$');

/** `[component, path]` for the root and every component in its slots, depth first (document order). */
export function* componentsOf(root, rootPath = 'composition') {
  function* visit(component, path, isRoot) {
    if (!isRoot && component._pattern) return;
    yield [component, path];
    for (const [slot, children] of Object.entries(component.slots ?? {})) {
      if (!Array.isArray(children)) continue;
      for (let index = 0; index < children.length; index += 1)
        yield* visit(children[index], `${path}.slots.${slot}[${index}]`, false);
    }
  }
  yield* visit(root, rootPath, true);
}

/** A parameter's value (`{type, value}` as stored), or undefined. */
export function paramValue(component, name) {
  const parameter = component.parameters?.[name];
  return parameter && typeof parameter === 'object' && 'value' in parameter ? parameter.value : undefined;
}

/** A flattened or stored field value (`fields.x` or `fields.x.value`). */
export function fieldValue(fields, name) {
  const field = fields?.[name];
  return field && typeof field === 'object' && !Array.isArray(field) && 'value' in field ? field.value : field;
}

/** Every node of a JSON value, depth first. */
export function* nodesOf(value) {
  yield value;
  if (Array.isArray(value)) for (const item of value) yield* nodesOf(item);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) yield* nodesOf(child);
}

/** The text of a rich-text node (Lexical JSON, as Uniform stores it), its blocks separated by new lines. */
export function richTextPlain(node) {
  if (!node || typeof node !== 'object') return '';
  if (node.type === 'text' && typeof node.text === 'string') return node.text;
  const children = Array.isArray(node.children) ? node.children : node.root ? [node.root] : [];
  const inner = children.map(richTextPlain).join(node.type === 'root' ? '\n' : '');
  return ['paragraph', 'heading', 'listitem', 'quote'].includes(node.type) ? `${inner}\n` : inner;
}

/** Whether a value is an empty parameter value: nothing, blank text, an empty list or empty rich text. */
export function isEmptyValue(value) {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && value.root) return richTextPlain(value).trim() === '';
  return false;
}

/** The component definition's display name, or the type when none is known. */
export function componentLabel(component, definitions) {
  const definition = definitions.get(component.type);
  return typeof definition?.name === 'string' ? definition.name : component.type;
}
