import { resolveTestDistribution } from '@/lib/integrations/test-distribution';

const shares = (variants: { id: string; testDistribution?: number }[]) =>
  resolveTestDistribution(variants).map((variant) => Number(variant.testDistribution.toFixed(4)));

describe('test distribution (docs/behaviour.md#validation)', () => {
  it.each([
    ['no distribution: split evenly', [undefined, undefined], [50, 50]],
    ['three without: thirds', [undefined, undefined, undefined], [33.3333, 33.3333, 33.3333]],
    ['remainder split among variants without one', [20, undefined, undefined], [20, 40, 40]],
    ['explicit shares totalling 100 are kept', [70, 30], [70, 30]],
    ['explicit total under 100 leaves the rest unused when every variant has a share', [30, 30], [30, 30]],
    ['a total over 100 is scaled down to 100', [120, 80], [60, 40]],
    ['over 100 leaves nothing for variants without a share', [80, 40, undefined], [66.6667, 33.3333, 0]],
    ['zero or negative counts as no share', [0, -5, 50], [25, 25, 50]],
  ])('%s', (_name, input, expected) => {
    const result = shares(
      input.map((testDistribution, index) => ({
        id: `v${index}`,
        ...(testDistribution === undefined ? {} : { testDistribution }),
      })),
    );
    expect(result).toEqual(expected);
    expect(result.reduce((sum, share) => sum + share, 0)).toBeLessThanOrEqual(100.0001);
  });

  it('keeps ids and the control flag', () => {
    expect(resolveTestDistribution([{ id: 'a', control: true }, { id: 'b' }])).toEqual([
      { id: 'a', control: true, testDistribution: 50 },
      { id: 'b', testDistribution: 50 },
    ]);
  });
});
