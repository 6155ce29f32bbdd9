import type { RouteGetResponse } from '@uniformdev/canvas';
import { Route } from '@uniformdev/project-map';
import { badRequest, ok, type FakeRequest, type FakeResponse } from './http';
import { EDITOR, readState, type ProjectState } from './store';
import { compositionAsSent } from './component-ids';
import { withContextualEditing } from './contextual-editing';
import { localized, requestedLocales } from './locales';

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
  const matched = matchingNode(project, path);
  const stored = matched?.node.compositionId ? project.compositions[state].get(matched.node.compositionId) : undefined;
  const found = stored && project.resolved(query, project.inRelease(query, stored));
  if (!matched || !found) return ok({ type: 'notFound' } satisfies RouteGetResponse);
  const composition = withContextualEditing(
    localized(compositionAsSent(found.composition, query), requestedLocales(query)),
    state,
  );
  const compositionApiResponse = { ...found, composition };
  return ok({
    type: 'composition',
    matchedRoute: matched.node.path,
    ...(matched.dynamicInputs ? { dynamicInputs: matched.dynamicInputs } : {}),
    compositionApiResponse,
  } satisfies RouteGetResponse);
}

/**
 * The node a path names, as Uniform's route API picks it: a node at that very path, else a node with dynamic inputs
 * (`/products/:slug`) that matches it, the one with the fewest dynamic segments first; its inputs by name.
 */
function matchingNode(project: ProjectState, path: string) {
  const nodes = [...project.nodes.values()];
  const exact = nodes.find((candidate) => candidate.path === path);
  if (exact) return { node: exact, dynamicInputs: undefined };
  const matches = nodes
    .map((node) => ({ node, match: new Route(node.path).matches(path) }))
    .flatMap(({ node, match }) => (match.match && match.dynamicSegmentCount > 0 ? [{ node, match }] : []))
    .sort((a, b) => a.match.dynamicSegmentCount - b.match.dynamicSegmentCount);
  const best = matches[0];
  return best ? { node: best.node, dynamicInputs: best.match.pathParams } : undefined;
}
