const DISPLAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** An ISO date as shown to visitors, en-US (docs/behaviour.md#numbers): '2025-03-04' → 'March 4, 2025'. Empty when unreadable. */
export function formatDisplayDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : DISPLAY.format(time);
}
