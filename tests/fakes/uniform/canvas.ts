import { randomUUID } from 'node:crypto';
import type {
  ComponentDefinitionDeleteParameters,
  ComponentDefinitionGetResponse,
  ComponentDefinitionPutParameters,
  CompositionDeleteParameters,
  CompositionGetListResponse,
  CompositionGetResponse,
  CompositionPutParameters,
  DeleteContentTypeOptions,
  DeleteEntryOptions,
  EntriesGetResponse,
  GetContentTypesResponse,
  LocaleDeleteParameters,
  LocalePutParameters,
  LocalesGetResponse,
  PutContentTypeBody,
  PutEntryBody,
} from '@uniformdev/canvas';
import { badRequest, flag, noContent, notFound, ok, page, type FakeRequest, type FakeResponse } from './http';
import {
  DRAFT,
  EDITOR,
  PUBLISHED,
  entryResponseOrder,
  readState,
  type ProjectState,
  type State,
  type StoredEntry,
} from './store';
import { withContextualEditing } from './contextual-editing';
import { compositionAsSent, entryAsSent } from './component-ids';
import { keyedCollection } from './keyed-collection';
import { isAvailableIn, localized, requestedLocales } from './locales';

/** A read of state 63 gets only the entries an open editor holds unsaved (none until a test edits one). */
const entryState = (query: URLSearchParams) => readState(query);

/** /api/v1/canvas-definitions: component definitions. */
export const componentDefinitions = keyedCollection({
  items: (project) => project.components,
  list: (all, query) => {
    const id = query.get('componentId');
    const matching = all.filter((definition) => !id || definition.id === id);
    return { componentDefinitions: page(matching, query) } satisfies ComponentDefinitionGetResponse;
  },
  put: ({ componentDefinition }: ComponentDefinitionPutParameters) => [componentDefinition.id, componentDefinition],
  deleteKey: ({ componentId }: ComponentDefinitionDeleteParameters) => componentId,
});

/** /api/v1/canvas: the composition list, one composition (by id or slug), upsert and delete. */
export function compositions(project: ProjectState, { method, query, body }: FakeRequest): FakeResponse {
  if (method === 'GET') {
    const locales = requestedLocales(query);
    const all = [...project.compositions[readState(query)].values()]
      .map((item) => project.resolved(query, project.inRelease(query, item)))
      .map((item) => ({ ...item, composition: localized(compositionAsSent(item.composition, query), locales) }));
    const slug = query.get('slug');
    const id = query.get('compositionId');
    if (slug !== null || id !== null) {
      const found = all.find((item) => (slug !== null ? item.composition._slug === slug : item.composition._id === id));
      if (!found) return notFound();
      // A composition read alone (the site's header and footer, the playground) as the route API sends a page's.
      const composition = withContextualEditing(found.composition, readState(query));
      return ok({ ...found, composition } satisfies CompositionGetResponse);
    }
    const pattern = flag(query, 'pattern');
    const patternType = query.get('patternType');
    // A pattern whose root can be a composition is a composition pattern; any other a component pattern.
    const isOfType = (item: CompositionGetResponse) =>
      patternType !== 'component' && patternType !== 'composition'
        ? true
        : item.pattern &&
          Boolean(project.components.get(item.composition.type)?.canBeComposition) === (patternType === 'composition');
    // `compositionIDs` (comma-separated, as the SDK's URL builder joins an array): the CLI's publish of chosen ids.
    const ids = query.get('compositionIDs')?.split(',');
    const matching = all.filter(
      (item) =>
        isAvailableIn(item.composition._locales, locales) &&
        (pattern === undefined || item.pattern === pattern) &&
        isOfType(item) &&
        (!ids || ids.includes(item.composition._id)),
    );
    return ok({ compositions: page(matching, query) } satisfies CompositionGetListResponse);
  }
  if (method === 'PUT') {
    const { projectId, state, ...rest } = body as CompositionPutParameters;
    const target: State = state === DRAFT ? DRAFT : PUBLISHED;
    const now = project.now();
    // The request may carry its own timestamps (the PUT type allows them); otherwise the server's clock.
    const { categoryId, description, previewImageUrl, ...fields } = rest;
    const optional = {
      categoryId: categoryId ?? undefined,
      description: description ?? undefined,
      previewImageUrl: previewImageUrl ?? undefined,
    };
    const stored: CompositionGetResponse = {
      ...fields,
      ...optional,
      created: rest.created ?? now,
      modified: rest.modified ?? now,
      pattern: rest.pattern ?? false,
      state: target,
      projectId,
    };
    project.compositions[target].set(rest.composition._id, stored);
    return noContent();
  }
  if (method === 'DELETE') {
    const { compositionId } = body as CompositionDeleteParameters;
    project.compositions[EDITOR].delete(compositionId);
    const existed = project.compositions[DRAFT].delete(compositionId);
    return project.compositions[PUBLISHED].delete(compositionId) || existed ? noContent() : notFound();
  }
  return badRequest(`${method} not supported`);
}

/** /api/v1/content-types. */
export const contentTypes = keyedCollection({
  items: (project) => project.contentTypes,
  list: (all, query) => ({ contentTypes: page(all, query) }) satisfies GetContentTypesResponse,
  put: ({ contentType }: PutContentTypeBody) => [contentType.id, contentType],
  deleteKey: ({ contentTypeId }: DeleteContentTypeOptions) => contentTypeId,
});

/** /api/v1/entries: list (by state, pattern, ids, `filters.type[eq]`), upsert and delete. */
export function entries(project: ProjectState, { method, query, body }: FakeRequest): FakeResponse {
  if (method === 'GET') {
    const ids = query.get('entryIDs')?.split(',');
    const type = query.get('filters.type[eq]');
    const pattern = flag(query, 'pattern');
    const locales = requestedLocales(query);
    const matching = [...project.entries[entryState(query)].values()]
      .map((item) => project.entryInRelease(query, item))
      .filter(
        (item) =>
          isAvailableIn(item.entry._locales, locales) &&
          (!ids || ids.includes(item.entry._id)) &&
          (!type || item.entry.type === type) &&
          (pattern === undefined || Boolean(item.pattern) === pattern),
      );
    const entries = page(matching, query).map((item) => ({
      ...item,
      entry: localized(entryAsSent(item.entry, query), locales),
    }));
    return ok({ entries } satisfies EntriesGetResponse);
  }
  if (method === 'PUT') {
    const { entry: sent, pattern, state, projectId, ...rest } = body as PutEntryBody;
    const entry = { ...sent, _id: sent._id ?? randomUUID() };
    const target: State = state === DRAFT ? DRAFT : PUBLISHED;
    const previous = project.entries[DRAFT].get(entry._id) ?? project.entries[PUBLISHED].get(entry._id);
    const now = project.now();
    // The PUT body carries no timestamps: created is kept from the first write, modified is the server's clock.
    const stored: StoredEntry = {
      created: previous?.created ?? now,
      modified: now,
      pattern: pattern ?? false,
      entry: entryResponseOrder(entry),
      ...rest,
      state: target,
      projectId,
    };
    project.entries[target].set(entry._id, stored);
    return noContent();
  }
  if (method === 'DELETE') {
    const { entryId } = body as DeleteEntryOptions;
    const existed = project.entries[DRAFT].delete(entryId);
    return project.entries[PUBLISHED].delete(entryId) || existed ? noContent() : notFound();
  }
  return badRequest(`${method} not supported`);
}

/** /api/v1/locales. */
export const locales = keyedCollection({
  items: (project) => project.locales,
  list: (all) => ({ results: all }) satisfies LocalesGetResponse,
  put: ({ locale }: LocalePutParameters) => [locale.locale, locale],
  deleteKey: ({ locale }: LocaleDeleteParameters) => locale,
});
