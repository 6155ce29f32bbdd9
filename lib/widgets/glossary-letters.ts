export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** A term's index letter: its first character without accents, upper case, when it is A–Z. */
export function initialLetter(title: string): string | undefined {
  const first = title.trim().normalize('NFD').charAt(0).toUpperCase();
  return ALPHABET.includes(first) ? first : undefined;
}

/** A `letter` or `selLetter` value: one letter A–Z in either case (spaces around allowed), else undefined. */
export function parseLetter(raw: string | undefined): string | undefined {
  const value = raw?.trim().toUpperCase() ?? '';
  return ALPHABET.includes(value) ? value : undefined;
}

export interface IndexLetter {
  letter: string;
  /** The position of the first term starting with the letter; undefined when none does. */
  firstTerm?: number;
}

/** The A–Z index of a list of term titles, in the list's order. */
export function letterIndex(titles: readonly string[]): IndexLetter[] {
  const initials = titles.map(initialLetter);
  return ALPHABET.map((letter) => {
    const position = initials.indexOf(letter);
    return position === -1 ? { letter } : { letter, firstTerm: position };
  });
}

/** The id of the first term of a letter, the target of the index's links without JavaScript. */
export function letterAnchor(letter: string): string {
  return `glossary-letter-${letter.toLowerCase()}`;
}
