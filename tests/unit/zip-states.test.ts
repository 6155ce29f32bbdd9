import { describe, expect, it } from 'vitest';
import { getTranslations } from '@/lib/content';
import { combineStateOptions } from '@/lib/widgets/ae-search';
import { stateForZip, ZIP_PREFIX_RANGES } from '@/lib/widgets/zip-states';

const zipOf = (prefix: number) => `${String(prefix).padStart(3, '0')}01`;
const assigned = new Set(ZIP_PREFIX_RANGES.flatMap(([first, last]) => range(first, last)));

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

describe('ZIP prefix table', () => {
  it('is sorted, without overlaps, within 000–999', () => {
    ZIP_PREFIX_RANGES.forEach(([first, last], index) => {
      expect(first).toBeLessThanOrEqual(last);
      expect(first).toBeGreaterThanOrEqual(0);
      expect(last).toBeLessThanOrEqual(999);
      const previous = ZIP_PREFIX_RANGES[index - 1];
      if (previous) expect(first).toBeGreaterThan(previous[1]);
    });
  });

  it.each(ZIP_PREFIX_RANGES.map(([first, last, state]) => [first, last, state] as const))(
    'maps %i to %i (first, last and every prefix between) to %s',
    (first, last, state) => {
      for (const prefix of range(first, last)) expect(stateForZip(zipOf(prefix))).toBe(state);
    },
  );

  it('gives no state for unassigned prefixes and places outside the 50 states and DC', () => {
    const unassigned = range(0, 999).filter((prefix) => !assigned.has(prefix));
    for (const prefix of unassigned) expect(stateForZip(zipOf(prefix))).toBeUndefined();
    // Spot checks of the gaps: none, Puerto Rico, Virgin Islands, military AE/AA/AP, unused, Guam.
    expect(unassigned).toEqual(expect.arrayContaining([0, 4, 6, 7, 8, 9, 90, 99, 213, 340, 419, 694, 962, 969]));
  });

  it('covers exactly the states of the finder’s list', async () => {
    const translations = await getTranslations();
    const phrases = [1, 2, 3, 4].map((part) => translations[`aeSearch.states-${part}`] ?? '');
    const finderStates = combineStateOptions(phrases).map((state) => state.abbreviation);
    expect(finderStates).toHaveLength(51);
    expect(new Set(ZIP_PREFIX_RANGES.map(([, , state]) => state))).toEqual(new Set(finderStates));
  });

  it.each([
    ['97201', 'OR'],
    ['10001', 'NY'],
    ['00501', 'NY'],
    ['20500', 'DC'],
    ['02108', 'MA'],
    ['88510', 'TX'],
    ['90210-1234', 'CA'],
    [' 99501 ', 'AK'],
    ['96813', 'HI'],
  ])('%s is in %s', (zip, state) => {
    expect(stateForZip(zip)).toBe(state);
  });

  it.each(['', '9720', '972011', 'abcde', '97201-12', '97 201', '00601', '09001'])('%j gives no state', (zip) => {
    expect(stateForZip(zip)).toBeUndefined();
  });
});
