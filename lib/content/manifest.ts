import type { ManifestV2 } from '@uniformdev/context';
import type { SignalWithId, Test } from '@uniformdev/context/api';

/**
 * The Context manifest Uniform's `/api/v2/manifest` publishes for these signals and tests: each signal's scoring
 * fields under `pz.sig` (name and description stay in the editor), each test under `test` with its winning variant
 * as `wv` once one is chosen. The site has no enrichments or aggregates.
 */
export function buildManifest(signals: readonly SignalWithId[], tests: readonly Test[]): ManifestV2 {
  const sig = Object.fromEntries(
    signals.map(({ id, str, cap, dur, crit, conversion }) => [
      id,
      conversion ? { str, cap, dur, crit, conversion } : { str, cap, dur, crit },
    ]),
  );
  const test = Object.fromEntries(
    tests.map(({ id, winning_variant_id }) => [id, winning_variant_id ? { wv: winning_variant_id } : {}]),
  );
  return { project: { pz: { sig, enr: {}, agg: {} }, test } };
}
