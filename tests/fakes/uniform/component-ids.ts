import type { ComponentInstance, ComponentParameter, RootComponentInstance } from '@uniformdev/canvas';
import type { StoredEntry } from './store';

type Fields = Record<string, ComponentParameter> | undefined;
type Block = { _id?: string; fields?: Fields };

/** Blocks (`$block` parameters and fields) lose their `_id`, nested blocks too. */
function blocksWithoutIds(fields: Fields): Fields {
  if (!fields) return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      if (field.type !== '$block' || !Array.isArray(field.value)) return [name, field];
      const value = (field.value as Block[]).map(({ _id, ...block }) => {
        void _id;
        return { ...block, fields: blocksWithoutIds(block.fields) };
      });
      return [name, { ...field, value }];
    }),
  );
}

function componentWithoutIds({ _id, ...component }: ComponentInstance): ComponentInstance {
  void _id;
  return withoutNestedIds(component);
}

function withoutNestedIds<T extends ComponentInstance>(component: T): T {
  const slots =
    component.slots &&
    Object.fromEntries(
      Object.entries(component.slots).map(([name, children]) => [name, children.map(componentWithoutIds)]),
    );
  return { ...component, parameters: blocksWithoutIds(component.parameters), ...(slots ? { slots } : {}) };
}

/**
 * Uniform answers with the `_id` of every non-root component and block only when asked `withComponentIDs=true`
 * (the root keeps its id). A client that forgets to ask sees what the real API sends it.
 */
export function compositionAsSent(composition: RootComponentInstance, query: URLSearchParams): RootComponentInstance {
  return query.get('withComponentIDs') === 'true' ? composition : withoutNestedIds(composition);
}

export function entryAsSent(entry: StoredEntry['entry'], query: URLSearchParams): StoredEntry['entry'] {
  return query.get('withComponentIDs') === 'true' ? entry : { ...entry, fields: blocksWithoutIds(entry.fields) ?? {} };
}
