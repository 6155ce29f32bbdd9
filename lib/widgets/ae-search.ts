import { stateForZip } from './zip-states';

/** A state in the executive finder's dropdown (docs/behaviour.md#content-model): value, label, abbreviation. */
export interface StateOption {
  value: string;
  label: string;
  abbreviation: string;
}

/** What the finder needs of an account executive entry. */
export interface ExecutiveSummary {
  id: string;
  stateSelector: string[];
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

function isStateOption(value: unknown): value is StateOption {
  if (!value || typeof value !== 'object') return false;
  const { value: code, label, abbreviation } = value as Record<string, unknown>;
  return (
    typeof code === 'string' && typeof label === 'string' && typeof abbreviation === 'string' && Boolean(code && label)
  );
}

function parseSnippet(phrase: string): unknown[] {
  const trimmed = phrase.trim().replace(/,\s*$/, '');
  if (!trimmed) return [];
  for (const candidate of [trimmed, `[${trimmed}]`]) {
    try {
      const parsed: unknown = JSON.parse(candidate);
      return Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      // not this shape; try the next
    }
  }
  return [];
}

/**
 * Combines the JSON snippets held in translation phrases (whole arrays, single objects, or comma-separated objects)
 * into one state list, in order, each state once. Malformed snippets and items are skipped.
 */
export function combineStateOptions(phrases: readonly string[]): StateOption[] {
  const seen = new Set<string>();
  const options: StateOption[] = [];
  for (const item of phrases.flatMap(parseSnippet)) {
    if (!isStateOption(item) || seen.has(item.value.toUpperCase())) continue;
    seen.add(item.value.toUpperCase());
    options.push(item);
  }
  return options;
}

/** The executives whose stateSelector covers the state (abbreviation compared case-insensitively), in order. */
export function executivesForState<T extends ExecutiveSummary>(executives: readonly T[], abbreviation: string): T[] {
  const wanted = abbreviation.trim().toUpperCase();
  if (!wanted) return [];
  return executives.filter((executive) =>
    executive.stateSelector.some((state) => state.trim().toUpperCase() === wanted),
  );
}

/** The finder's state for a ZIP code (by its three-digit prefix), or undefined when it names none in the list. */
export function stateOptionForZip(zip: string, states: readonly StateOption[]): StateOption | undefined {
  const abbreviation = stateForZip(zip);
  if (!abbreviation) return undefined;
  return states.find((state) => (state.abbreviation || state.value).toUpperCase() === abbreviation);
}

/** The stateRequired text split at its newlines, each line shown with a line break between (docs/behaviour.md#validation). */
export function messageLines(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '');
}

/** The TerritoryExecSearch data-layer event of docs/behaviour.md#outside-services. */
export function territorySearchEvent(state: StateOption, numberOfResults: number) {
  return { event: 'TerritoryExecSearch', State: state.label, NumberOfResults: numberOfResults };
}
