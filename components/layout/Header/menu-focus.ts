const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** What Tab reaches in the panel, in document order: drawn (not in a closed part) and not inert. */
function tabbablesIn(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[inert]'),
  );
}

/**
 * Keeps Tab and Shift+Tab inside the open menu (APG modal dialog): past the last item to the first, before the first
 * to the last. The menu holds only links and buttons, so a few lines do what a focus-trap library would, without its
 * 7 kB in every page's first load.
 */
export function keepTabInside(panel: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = tabbablesIn(panel);
  const first = items[0];
  const last = items.at(-1);
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && panel.contains(active) && active !== panel;
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
  } else if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
