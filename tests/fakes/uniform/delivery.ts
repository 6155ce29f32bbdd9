import type { RouteGetResponse } from '@uniformdev/canvas';
import { badRequest, ok, type FakeRequest, type FakeResponse } from './http';
import { DRAFT, PUBLISHED, type ProjectState } from './store';

/** /api/v1/route (edge): a path resolves to a redirect, a node's composition, or notFound. */
export function route(project: ProjectState, { method, query }: FakeRequest): FakeResponse {
  if (method !== 'GET') return badRequest(`${method} not supported`);
  const path = query.get('path') ?? '/';
  const redirect = [...project.redirects.values()].find((item) => item.redirect.sourceUrl === path);
  if (redirect) {
    const { id, sourceUrl, targetUrl, targetStatusCode } = redirect.redirect;
    return ok({ type: 'redirect', matchedRoute: path, redirect: { id, sourceUrl, targetUrl, targetStatusCode } } satisfies RouteGetResponse);
  }
  const state = Number(query.get('state') ?? PUBLISHED) === DRAFT ? DRAFT : PUBLISHED;
  const node = [...project.nodes.values()].find((candidate) => candidate.path === path);
  const found = node?.compositionId ? project.compositions[state].get(node.compositionId) : undefined;
  if (!found) return ok({ type: 'notFound' } satisfies RouteGetResponse);
  return ok({ type: 'composition', matchedRoute: path, compositionApiResponse: found } satisfies RouteGetResponse);
}
