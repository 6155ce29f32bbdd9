import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DRAFT, PUBLISHED, type ProjectState, type StoredEntry, type StoredNode } from './store';
import type { CompositionGetResponse, ComponentDefinition, ContentType, Locale } from '@uniformdev/canvas';
import type { ProjectMapDefinition } from '@uniformdev/project-map';
import type { SignalWithId, Test } from '@uniformdev/context/api';
import type { RedirectDefinition } from '@uniformdev/redirect';
import { assetPageRoute, fullRedirect } from './fixtures';

function read<T>(dir: string, folder: string): T[] {
  const path = join(dir, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(path, file), 'utf8')) as T);
}

/**
 * Fills the project with a `uniform sync pull` tree (as if it had been pushed and published), for tests of the
 * site's own Uniform source. The round-trip test starts empty and lets the real CLI push instead.
 */
export function seedFromContent(project: ProjectState, dir: string) {
  const { projectId } = project;
  for (const { $schema, ...definition } of read<ComponentDefinition & { $schema?: string }>(dir, 'component')) {
    void $schema;
    project.components.set(definition.id, definition);
  }
  const compositions = ['composition', 'componentPattern'].flatMap((folder) =>
    read<Omit<CompositionGetResponse, 'state' | 'projectId'>>(dir, folder),
  );
  for (const file of compositions) {
    // Separate copies: a change to the draft must not show in the published version.
    project.compositions[DRAFT].set(file.composition._id, { ...structuredClone(file), state: DRAFT, projectId });
    project.compositions[PUBLISHED].set(file.composition._id, { ...file, state: PUBLISHED, projectId });
  }
  for (const file of read<Omit<StoredEntry, 'state' | 'projectId'>>(dir, 'entry')) {
    project.entries[DRAFT].set(file.entry._id, { ...structuredClone(file), state: DRAFT, projectId });
    project.entries[PUBLISHED].set(file.entry._id, { ...file, state: PUBLISHED, projectId });
  }
  for (const type of read<ContentType>(dir, 'contentType')) project.contentTypes.set(type.id, type);
  for (const locale of read<Locale>(dir, 'locale')) project.locales.set(locale.locale, locale);
  for (const map of read<ProjectMapDefinition & { id: string }>(dir, 'projectMapDefinition'))
    project.projectMaps.set(map.id, map);
  for (const { pathSegment, ...node } of read<StoredNode & { pathSegment?: string }>(dir, 'projectMapNode')) {
    void pathSegment;
    project.nodes.set(node.id, node);
  }
  for (const redirect of read<RedirectDefinition['redirect'] & { id: string }>(dir, 'redirect'))
    project.redirects.set(redirect.id, { redirect, metadata: {} });
  for (const signal of read<SignalWithId>(dir, 'signal')) project.signals.set(signal.id, signal);
  for (const test of read<Test>(dir, 'test')) project.tests.set(test.id, test);
}

/** Adds the typed fixtures (tests/fakes/uniform/fixtures.ts): a page whose image is a Uniform asset, a full redirect. */
export function seedFixtures(project: ProjectState) {
  const { compositionApiResponse, matchedRoute } = assetPageRoute;
  const { composition } = compositionApiResponse;
  project.compositions[DRAFT].set(composition._id, { ...structuredClone(compositionApiResponse), state: DRAFT });
  project.compositions[PUBLISHED].set(composition._id, { ...compositionApiResponse, state: PUBLISHED });
  const id = 'f3b2a1c0-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
  project.nodes.set(id, {
    id,
    name: composition._name,
    path: matchedRoute,
    type: 'composition',
    compositionId: composition._id,
    projectMapId: project.defaultProjectMapId(),
  });
  project.redirects.set(fullRedirect.id, { redirect: fullRedirect, metadata: {} });
}
