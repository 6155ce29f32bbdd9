import { describe, expect, it } from 'vitest';
import { britishSpellings } from '../../scripts/content-check/spelling.mjs';

describe('one American spelling (content check rule)', () => {
  it('reports British -ise, -isation, -yse, -our and -tre forms with the American word', () => {
    expect(britishSpellings('Capitalised growers; acclimatisation; the colour of the centre; analyse it.')).toEqual([
      { word: 'Capitalised', american: 'Capitalized' },
      { word: 'acclimatisation', american: 'acclimatization' },
      { word: 'colour', american: 'color' },
      { word: 'centre', american: 'center' },
      { word: 'analyse', american: 'analyze' },
    ]);
    expect(britishSpellings('fertilisers honoured labourers in metres').map(({ american }) => american)).toEqual([
      'fertilizers',
      'honored',
      'laborers',
      'meters',
    ]);
  });

  it('passes the listed exceptions and words that only look like the forms', () => {
    const american =
      'We advertise, exercise for an hour on an acre; otherwise, advertising rising premises, your four tours, ' +
      'enterprise expertise, a massacre by a mediocre ogre, the crisis of this basis, always, there, entire, sure.';
    expect(britishSpellings(american)).toEqual([]);
    expect(britishSpellings('A labor program for specialists in a garden center; the licensed greyhound.')).toEqual([]);
  });

  it('still reports the British forms no ending rule covers', () => {
    expect(britishSpellings('Our Programme has a licence')).toEqual([
      { word: 'Programme', american: 'Program' },
      { word: 'licence', american: 'license' },
    ]);
  });
});
