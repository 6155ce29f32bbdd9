import { SUPPORT_ID_TOKEN, TAG_VALUE_MAX_LENGTH, YEAR_SPAN_TOKEN, YEAR_TOKEN } from '../constants';

/** Replaces the year tokens of docs/behaviour.md#numbers: the current year, and the span from the founding year to now. */
export function replaceYearTokens(text: string, foundingYear: number, now: Date = new Date()): string {
  const year = now.getFullYear();
  const span = foundingYear < year ? `${foundingYear}–${year}` : String(year);
  return text.split(YEAR_SPAN_TOKEN).join(span).split(YEAR_TOKEN).join(String(year));
}

/** Splits text around the support-id token so a renderer can put a placeholder element in its place. */
export function splitSupportIdToken(text: string): string[] {
  return text.split(SUPPORT_ID_TOKEN);
}

/** A support id: letters, digits, `-`, `_` and `.`, at most as long as a tag value (docs/behaviour.md#validation). */
const SUPPORT_ID = new RegExp(`^[A-Za-z0-9._-]{1,${TAG_VALUE_MAX_LENGTH}}$`);

/**
 * The text that replaces the support-id token: 'Support ID: ' plus the value, or nothing (docs/behaviour.md#links-tokens-and-query-parameters). A value that is
 * not a plausible support id (too long, markup, spaces, other characters) is treated as absent: the token is removed.
 */
export function supportIdText(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  return SUPPORT_ID.test(trimmed) ? `Support ID: ${trimmed}` : '';
}
