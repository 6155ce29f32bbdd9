/** A test variant as Uniform's `$tstVrnt` parameter describes it: an optional share of visitors, 0 to 100. */
export interface DistributedVariant {
  id: string;
  testDistribution?: number;
  control?: boolean;
}

/**
 * The distribution rule of docs/behaviour.md#validation: explicit shares total at most 100 (larger totals are scaled down to 100); the
 * remainder is split evenly among the variants without a share. Returns every variant with its resolved share.
 */
export function resolveTestDistribution<T extends DistributedVariant>(
  variants: readonly T[],
): (T & { testDistribution: number })[] {
  const explicit = (variant: T) =>
    typeof variant.testDistribution === 'number' &&
    Number.isFinite(variant.testDistribution) &&
    variant.testDistribution > 0
      ? variant.testDistribution
      : undefined;
  const total = variants.reduce((sum, variant) => sum + (explicit(variant) ?? 0), 0);
  const scale = total > 100 ? 100 / total : 1;
  const withoutShare = variants.filter((variant) => explicit(variant) === undefined).length;
  const remainder = Math.max(0, 100 - total * scale);
  const evenShare = withoutShare > 0 ? remainder / withoutShare : 0;
  return variants.map((variant) => {
    const share = explicit(variant);
    return { ...variant, testDistribution: share === undefined ? evenShare : share * scale };
  });
}
