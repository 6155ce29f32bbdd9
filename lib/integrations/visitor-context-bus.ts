import type { Context } from '@uniformdev/context';

/**
 * Where the visitor's Uniform Context is handed from the integrations island to the widgets that read it. Types only
 * from @uniformdev/context: this module is in every page's first load, the Context itself is not.
 */
let current: Context | undefined;
const waiting = new Set<(context: Context) => void>();
let wanted = false;
const wantListeners = new Set<() => void>();

export function provideVisitorContext(context: Context) {
  current = context;
  waiting.forEach((callback) => callback(context));
}

/** Calls back with the Context once it exists (at once if it does already); returns an unsubscribe function. */
export function onVisitorContext(callback: (context: Context) => void): () => void {
  if (current) {
    callback(current);
    return () => undefined;
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

/** A widget on the page needs the Context now (personalization, a test): the island loads at once, not when idle. */
export function wantVisitorContext() {
  if (wanted) return;
  wanted = true;
  wantListeners.forEach((listener) => listener());
}

/** Calls back once some widget wants the Context (at once if one did already); returns an unsubscribe function. */
export function onVisitorContextWanted(callback: () => void): () => void {
  if (wanted) {
    callback();
    return () => undefined;
  }
  wantListeners.add(callback);
  return () => wantListeners.delete(callback);
}

const visits: string[] = [];
const visitListeners = new Set<(url: string) => void>();

/** An address the visitor has seen in this tab, in order: the Context scores them all, also those before it loaded. */
export function recordVisit(url: string) {
  if (visits.at(-1) === url) return;
  visits.push(url);
  visitListeners.forEach((listener) => listener(url));
}

/** Calls back with every address seen so far, then with each new one; returns an unsubscribe function. */
export function onVisit(callback: (url: string) => void): () => void {
  visits.forEach((url) => callback(url));
  visitListeners.add(callback);
  return () => visitListeners.delete(callback);
}
