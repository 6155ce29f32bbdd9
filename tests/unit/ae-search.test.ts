import { describe, expect, it } from 'vitest';
import { combineStateOptions, executivesForState, messageLines, territorySearchEvent } from '@/lib/widgets/ae-search';

const oregon = { value: 'OR', label: 'Oregon', abbreviation: 'OR' };
const washington = { value: 'WA', label: 'Washington', abbreviation: 'WA' };
const idaho = { value: 'ID', label: 'Idaho', abbreviation: 'ID' };

describe('combineStateOptions', () => {
  it('joins whole arrays, single objects and comma-separated snippets in order', () => {
    const phrases = [JSON.stringify([oregon]), JSON.stringify(washington), `${JSON.stringify(idaho)},`];
    expect(combineStateOptions(phrases)).toEqual([oregon, washington, idaho]);
  });

  it('keeps each state once and skips malformed snippets and items', () => {
    const phrases = [
      JSON.stringify([oregon, { value: 'XX' }]),
      'not json',
      JSON.stringify([{ ...oregon, label: 'Again' }]),
    ];
    expect(combineStateOptions(phrases)).toEqual([oregon]);
  });
});

describe('executivesForState', () => {
  const executives = [
    { id: 'a', stateSelector: ['OR', 'WA'] },
    { id: 'b', stateSelector: ['ca'] },
    { id: 'c', stateSelector: ['WA', 'ID'] },
  ];

  it.each([
    ['WA', ['a', 'c']],
    ['or', ['a']],
    ['CA', ['b']],
    ['TX', []],
    ['', []],
  ])('state %s is covered by %j', (state, ids) => {
    expect(executivesForState(executives, state).map((executive) => executive.id)).toEqual(ids);
  });
});

describe('messageLines and the analytics event', () => {
  it('splits the stateRequired text at newlines', () => {
    expect(messageLines('Please choose a state first.\nEvery state has an executive.')).toEqual([
      'Please choose a state first.',
      'Every state has an executive.',
    ]);
  });

  it('reports the state and the number of results', () => {
    expect(territorySearchEvent(oregon, 2)).toEqual({
      event: 'TerritoryExecSearch',
      State: 'Oregon',
      NumberOfResults: 2,
    });
  });
});
