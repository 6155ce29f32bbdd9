/** The translation keys of SPEC §5's site-search messages. */
export const SEARCH_MESSAGES = {
  noPhrase: 'search.no-phrase',
  tooShort: 'search.phrase-too-short',
  invalidCharacters: 'search.invalid-characters',
} as const;

export type SearchMessageKey = (typeof SEARCH_MESSAGES)[keyof typeof SEARCH_MESSAGES];

export const MIN_PHRASE_LENGTH = 3;
/** Longer phrases are cut here: no visitor types more, and it bounds the work of one query. */
export const MAX_PHRASE_LENGTH = 100;

/** Letters, digits, spaces and basic punctuation; anything else (markup, symbols) is refused. */
const ALLOWED = /^[\p{L}\p{M}\p{N} .,;:!?'’"()&/-]*$/u;

export type PhraseCheck = { ok: true; phrase: string } | { ok: false; message: SearchMessageKey };

/** Checks a visitor's phrase (SPEC §5): present, at least three characters, only allowed characters. */
export function checkPhrase(raw: string | undefined): PhraseCheck {
  const phrase = (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_PHRASE_LENGTH).trim();
  if (!phrase) return { ok: false, message: SEARCH_MESSAGES.noPhrase };
  if ([...phrase].length < MIN_PHRASE_LENGTH) return { ok: false, message: SEARCH_MESSAGES.tooShort };
  if (!ALLOWED.test(phrase)) return { ok: false, message: SEARCH_MESSAGES.invalidCharacters };
  return { ok: true, phrase };
}
