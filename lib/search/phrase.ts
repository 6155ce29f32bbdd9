/** The translation keys of docs/behaviour.md#validation's site-search messages. */
export const SEARCH_MESSAGES = {
  noPhrase: 'search.no-phrase',
  tooShort: 'search.phrase-too-short',
  invalidCharacters: 'search.invalid-characters',
} as const;

export type SearchMessageKey = (typeof SEARCH_MESSAGES)[keyof typeof SEARCH_MESSAGES];

export const MIN_PHRASE_LENGTH = 3;
/** Longer phrases are cut here: no visitor types more, and it bounds the work of one query. */
export const MAX_PHRASE_LENGTH = 100;

/**
 * Distinct terms searched at most; the rest of a phrase is cut, not refused. Each term is a query of its own (a
 * prefix, perhaps a typo away), so a phrase of many one-letter words cost several normal searches.
 */
export const MAX_TERMS = 6;

/** A term as the index reads one: MiniSearch's default tokenizer splits on spaces and punctuation, and lower-cases. */
const TERM = /[^\n\r\p{Z}\p{P}]+/gu;

/** The distinct terms of a phrase, as searched: lower-cased, in order, the first MAX_TERMS. */
export function searchTerms(phrase: string): string[] {
  const terms = new Set<string>();
  for (const [term] of phrase.matchAll(TERM)) {
    const lower = term.toLowerCase();
    if (!terms.has(lower) && terms.size === MAX_TERMS) break;
    terms.add(lower);
  }
  return [...terms];
}

/** The phrase up to (not including) the first term past MAX_TERMS distinct ones; searched, it gives the same terms. */
function cutAtTerms(phrase: string): string {
  const seen = new Set<string>();
  for (const match of phrase.matchAll(TERM)) {
    const lower = match[0].toLowerCase();
    if (!seen.has(lower) && seen.size === MAX_TERMS) return phrase.slice(0, match.index).replace(/[\s\p{P}]+$/u, '');
    seen.add(lower);
  }
  return phrase;
}

/** Letters, digits, spaces and basic punctuation; anything else (markup, symbols) is refused. */
const ALLOWED = /^[\p{L}\p{M}\p{N} .,;:!?'’"()&/-]*$/u;

export type PhraseCheck = { ok: true; phrase: string } | { ok: false; message: SearchMessageKey };

/**
 * Checks a visitor's phrase (docs/behaviour.md#validation): present, at least three characters, only allowed characters. Too long a phrase
 * or too many terms are cut (MAX_PHRASE_LENGTH, MAX_TERMS), never an error.
 */
export function checkPhrase(raw: string | undefined): PhraseCheck {
  const phrase = (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_PHRASE_LENGTH).trim();
  if (!phrase) return { ok: false, message: SEARCH_MESSAGES.noPhrase };
  if ([...phrase].length < MIN_PHRASE_LENGTH) return { ok: false, message: SEARCH_MESSAGES.tooShort };
  if (!ALLOWED.test(phrase)) return { ok: false, message: SEARCH_MESSAGES.invalidCharacters };
  return { ok: true, phrase: cutAtTerms(phrase) };
}
