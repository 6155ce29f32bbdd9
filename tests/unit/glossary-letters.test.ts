import { describe, expect, it } from 'vitest';
import { initialLetter, letterAnchor, letterIndex, parseLetter } from '@/lib/widgets/glossary-letters';

describe('glossary letter index', () => {
  it.each([
    ['f', 'F'],
    ['F', 'F'],
    [' z ', 'Z'],
    ['', undefined],
    [undefined, undefined],
    ['ff', undefined],
    ['1', undefined],
    ['é', undefined],
    ['<b>', undefined],
    ['%41', undefined],
  ])('reads the letter query %j as %j', (raw, letter) => {
    expect(parseLetter(raw)).toBe(letter);
  });

  it('files a term under its first letter, accents dropped, and nowhere when it starts with no letter', () => {
    expect(initialLetter('Deductible')).toBe('D');
    expect(initialLetter('  endorsement')).toBe('E');
    expect(initialLetter('Élan coverage')).toBe('E');
    expect(initialLetter('1031 exchange')).toBeUndefined();
    expect(initialLetter('')).toBeUndefined();
  });

  it('lists A to Z, each letter with its first term in the list order, letters without terms empty', () => {
    const index = letterIndex(['Frost', 'Actual cash value', 'Flood', 'Deductible', '24-hour claims', 'agreed value']);
    expect(index).toHaveLength(26);
    expect(index.map((entry) => entry.letter).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(index.filter((entry) => entry.firstTerm !== undefined)).toEqual([
      { letter: 'A', firstTerm: 1 },
      { letter: 'D', firstTerm: 3 },
      { letter: 'F', firstTerm: 0 },
    ]);
    expect(index[1]).toEqual({ letter: 'B' });
  });

  it('names each letter’s anchor in lower case', () => {
    expect(letterAnchor('F')).toBe('glossary-letter-f');
  });
});
