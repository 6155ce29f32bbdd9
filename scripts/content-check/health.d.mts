import type { HealthProblem, HealthSite } from '../../lib/content-health/index.mjs';
import type { ContentStore } from './rules.mjs';
export function healthSite(
  store: ContentStore,
  options?: { publicDir?: string; withheldNodeIds?: ReadonlySet<string> },
): HealthSite;
export function checkHealth(
  store: ContentStore,
  options?: { publicDir?: string; withheldNodeIds?: ReadonlySet<string> },
): {
  file: string;
  field: string;
  message: string;
  problem: HealthProblem;
  compositionId?: string;
  entryId?: string;
}[];
