import type {
  ManifestGetResponse,
  SignalDeleteParameters,
  SignalGetResponse,
  SignalPutParameters,
  TestDeleteParameters,
  TestGetResponse,
  TestPutParameters,
} from '@uniformdev/context/api';
import { badRequest, noContent, notFound, ok, type FakeRequest, type FakeResponse } from './http';
import type { ProjectState } from './store';

/** /api/v2/signal. */
export function signals(project: ProjectState, { method, body }: FakeRequest): FakeResponse {
  if (method === 'GET') return ok({ signals: [...project.signals.values()] } satisfies SignalGetResponse);
  if (method === 'PUT') {
    const { signal } = body as SignalPutParameters;
    project.signals.set(signal.id, signal);
    return noContent();
  }
  if (method === 'DELETE') {
    const { signalId } = body as SignalDeleteParameters;
    return project.signals.delete(signalId) ? noContent() : notFound();
  }
  return badRequest(`${method} not supported`);
}

/** /api/v2/test. */
export function tests(project: ProjectState, { method, body }: FakeRequest): FakeResponse {
  if (method === 'GET') return ok({ tests: [...project.tests.values()] } satisfies TestGetResponse);
  if (method === 'PUT') {
    const { test } = body as TestPutParameters;
    project.tests.set(test.id, test);
    return noContent();
  }
  if (method === 'DELETE') {
    const { testId } = body as TestDeleteParameters;
    return project.tests.delete(testId) ? noContent() : notFound();
  }
  return badRequest(`${method} not supported`);
}

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
