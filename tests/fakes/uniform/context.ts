import type {
  ManifestGetResponse,
  SignalDeleteParameters,
  SignalGetResponse,
  SignalPutParameters,
  TestDeleteParameters,
  TestGetResponse,
  TestPutParameters,
} from '@uniformdev/context/api';
import { badRequest, ok, type FakeRequest, type FakeResponse } from './http';
import { keyedCollection } from './keyed-collection';
import type { ProjectState } from './store';

/** /api/v2/signal. */
export const signals = keyedCollection({
  items: (project) => project.signals,
  list: (all) => ({ signals: all }) satisfies SignalGetResponse,
  put: ({ signal }: SignalPutParameters) => [signal.id, signal],
  deleteKey: ({ signalId }: SignalDeleteParameters) => signalId,
});

/** /api/v2/test. */
export const tests = keyedCollection({
  items: (project) => project.tests,
  list: (all) => ({ tests: all }) satisfies TestGetResponse,
  put: ({ test }: TestPutParameters) => [test.id, test],
  deleteKey: ({ testId }: TestDeleteParameters) => testId,
});

/**
 * /api/v2/manifest: the published Context manifest (ManifestV2), built from the stored signals and tests: each
 * signal's scoring fields under `pz.sig`, each test under `test` with its winning variant as `wv` once one is set.
 */
export function manifest(project: ProjectState, { method }: FakeRequest): FakeResponse {
  if (method !== 'GET') return badRequest(`${method} not supported`);
  const sig = Object.fromEntries(
    [...project.signals.values()].map(({ id, str, cap, dur, crit, conversion }) => [
      id,
      { str, cap, dur, crit, conversion },
    ]),
  );
  const test = Object.fromEntries(
    [...project.tests.values()].map(({ id, winning_variant_id }) => [id, { wv: winning_variant_id }]),
  );
  return ok({ project: { pz: { sig, enr: {}, agg: {} }, test } } satisfies ManifestGetResponse);
}
