import { randomUUID } from 'node:crypto';
import {
  __INTERNAL_MISSING_PARENT_NODE_ERROR,
  type ProjectMapDeleteRequest,
  type ProjectMapGetResponse,
  type ProjectMapNodeDeleteRequest,
  type ProjectMapNodeGetResponse,
  type ProjectMapNodeUpsertRequest,
  type ProjectMapUpsertRequest,
} from '@uniformdev/project-map';
import type { RedirectDeleteRequest, RedirectGetResponse, RedirectUpsertRequest } from '@uniformdev/redirect';
import { badRequest, noContent, notFound, ok, page, type FakeRequest, type FakeResponse } from './http';
import { DRAFT, PUBLISHED, readState, type ProjectState } from './store';

/** /api/v1/project-map: project map definitions. */
export function projectMaps(project: ProjectState, { method, query, body }: FakeRequest): FakeResponse {
  if (method === 'GET') {
    const id = query.get('projectMapId');
    const all = [...project.projectMaps.values()].filter((map) => !id || map.id === id);
    return ok({ projectMaps: all } satisfies ProjectMapGetResponse);
  }
  if (method === 'PUT') {
    const { projectMap } = body as ProjectMapUpsertRequest;
    const id = projectMap.id ?? randomUUID();
    project.projectMaps.set(id, { ...projectMap, id });
    return ok({ projectMapId: id });
  }
  if (method === 'DELETE') {
    const { projectMapId } = body as ProjectMapDeleteRequest;
    for (const [id, node] of project.nodes) if (node.projectMapId === projectMapId) project.nodes.delete(id);
    return project.projectMaps.delete(projectMapId) ? noContent() : notFound();
  }
  return badRequest(`${method} not supported`);
}

const parentPath = (path: string) => (path === '/' ? undefined : path.slice(0, path.lastIndexOf('/')) || '/');

/**
 * /api/v1/project-map-nodes. A node sent without an id (the SDK drops ids that are not UUID v4) gets a new one, as in
 * Uniform; a node whose parent path has no node yet is refused with the SDK's own missing-parent message.
 */
export function projectMapNodes(project: ProjectState, { method, query, body }: FakeRequest): FakeResponse {
  if (method === 'GET') {
    const mapId = query.get('projectMapId') ?? project.defaultProjectMapId();
    const path = query.get('path');
    const id = query.get('id');
    const matching = [...project.nodes.values()]
      .filter((node) => node.projectMapId === mapId && (!path || node.path === path) && (!id || node.id === id))
      .sort((a, b) => a.path.localeCompare(b.path));
    const withCompositionData = query.get('withCompositionData') === 'true';
    const compositions = project.compositions[readState(query) === PUBLISHED ? PUBLISHED : DRAFT];
    return ok({
      nodes: page(matching, query, 1000).map((node) => {
        const response = project.nodeResponse(node);
        // Composition data only where the node's composition exists in the state asked for (0 draft, 64 published).
        const stored = node.compositionId ? compositions.get(node.compositionId) : undefined;
        if (!withCompositionData || !stored) return response;
        const { _id: id, type, _name: name, _slug: slug, _locales } = stored.composition;
        const locales = _locales ?? [...project.locales.keys()];
        return { ...response, compositionData: { id, type, name, slug, locales, modified: stored.modified } };
      }),
    } satisfies ProjectMapNodeGetResponse);
  }
  if (method === 'PUT') {
    const request = body as ProjectMapNodeUpsertRequest;
    const projectMapId = request.projectMapId ?? project.defaultProjectMapId();
    for (const { node } of request.nodes) {
      const parent = parentPath(node.path);
      const inMap = [...project.nodes.values()].filter((item) => item.projectMapId === projectMapId);
      if (parent && !inMap.some((item) => item.path === parent))
        return badRequest(__INTERNAL_MISSING_PARENT_NODE_ERROR);
      const id = node.id ?? inMap.find((item) => item.path === node.path)?.id ?? randomUUID();
      project.nodes.set(id, { ...node, id, projectMapId });
    }
    return noContent();
  }
  if (method === 'DELETE') {
    const { nodeId } = body as ProjectMapNodeDeleteRequest;
    return nodeId && project.nodes.delete(nodeId) ? noContent() : notFound();
  }
  return badRequest(`${method} not supported`);
}

/** /api/v1/redirect. */
export function redirects(project: ProjectState, { method, query, body }: FakeRequest): FakeResponse {
  if (method === 'GET') {
    const all = [...project.redirects.values()];
    return ok({ redirects: page(all, query, 500), total: all.length } satisfies RedirectGetResponse);
  }
  if (method === 'PUT') {
    const { redirect } = body as RedirectUpsertRequest;
    const id = redirect.id ?? randomUUID();
    const now = project.now();
    const createdAt = project.redirects.get(id)?.metadata.createdAt ?? now;
    project.redirects.set(id, { redirect: { ...redirect, id }, metadata: { createdAt, updatedAt: now } });
    return ok({ id });
  }
  if (method === 'DELETE') {
    const { id } = body as RedirectDeleteRequest;
    return project.redirects.delete(id) ? ok({ id }) : notFound();
  }
  return badRequest(`${method} not supported`);
}
