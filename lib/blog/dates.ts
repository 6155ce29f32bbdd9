const FORMATS = new Map<string, Intl.DateTimeFormat>();

function format(locale: string): Intl.DateTimeFormat {
  let found = FORMATS.get(locale);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    FORMATS.set(locale, found);
  }
  return found;
}

/**
 * An ISO date as shown to visitors (docs/behaviour.md#numbers), in the page's locale: '2025-03-04' → 'March 4, 2025'
 * (en-US), '4 de marzo de 2025' (es-US). Empty when unreadable.
 */
export function formatDisplayDate(iso: string, locale: string = 'en-US'): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : format(locale).format(time);
}
