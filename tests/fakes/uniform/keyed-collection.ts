import { badRequest, noContent, notFound, ok, type FakeRequest, type FakeResponse } from './http';
import type { ProjectState } from './store';

/**
 * An endpoint over one keyed collection of the project, as Uniform serves its definitions: GET answers the list,
 * PUT stores the item the body carries under its key, DELETE removes the one the body names (404 when absent).
 */
export function keyedCollection<Item, PutBody, DeleteBody>(spec: {
  items: (project: ProjectState) => Map<string, Item>;
  list: (items: Item[], query: URLSearchParams) => unknown;
  put: (body: PutBody) => [key: string, item: Item];
  deleteKey: (body: DeleteBody) => string;
}) {
  return (project: ProjectState, { method, query, body }: FakeRequest): FakeResponse => {
    const items = spec.items(project);
    if (method === 'GET') return ok(spec.list([...items.values()], query));
    if (method === 'PUT') {
      items.set(...spec.put(body as PutBody));
      return noContent();
    }
    if (method === 'DELETE') return items.delete(spec.deleteKey(body as DeleteBody)) ? noContent() : notFound();
    return badRequest(`${method} not supported`);
  };
}
