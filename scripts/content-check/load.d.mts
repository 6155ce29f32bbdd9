import type { ContentStore, Problem } from './rules.mjs';
export function loadContent(
  contentDir: string,
  cwd?: string,
  locale?: string,
): { store: ContentStore; problems: Problem[] };
