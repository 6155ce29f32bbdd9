import type { RouteGetResponse } from '@uniformdev/canvas';
import { badRequest, ok, type FakeRequest, type FakeResponse } from './http';
import { EDITOR, readState, type ProjectState } from './store';
import { compositionAsSent } from './component-ids';
import { withContextualEditing } from './contextual-editing';

/**
 * /api/v1/route (edge): a path resolves to a redirect (the whole stored redirect), a node's composition in the state
 * asked for, or notFound. Redirects win over nodes, except in the editor's state (63), which ignores them.
 */
export function route(project: ProjectState, { method, query }: FakeRequest): FakeResponse {
  if (method !== 'GET') return badRequest(`${method} not supported`);
  if (!query.get('projectId')) return badRequest('projectId is required');
  const path = query.get('path') ?? '/';
  const state = readState(query);
  const ignoreRedirects = state === EDITOR || query.get('ignoreRedirects') === 'true';
  const redirect = ignoreRedirects
    ? undefined
    : [...project.redirects.values()].find((item) => item.redirect.sourceUrl === path);
  if (redirect)
    return ok({ type: 'redirect', matchedRoute: path, redirect: redirect.redirect } satisfies RouteGetResponse);
  const node = [...project.nodes.values()].find((candidate) => candidate.path === path);
  const found = node?.compositionId ? project.compositions[state].get(node.compositionId) : undefined;
  if (!found) return ok({ type: 'notFound' } satisfies RouteGetResponse);
  const composition = withContextualEditing(compositionAsSent(found.composition, query), state);
  const compositionApiResponse = { ...found, composition };
  return ok({ type: 'composition', matchedRoute: path, compositionApiResponse } satisfies RouteGetResponse);
}
