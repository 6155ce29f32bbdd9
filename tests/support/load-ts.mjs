// Loads the project's TypeScript modules from a plain Node script (a bench step, a child process of a test) through
// jiti, with the project's `@/` alias and `server-only` emptied, as the unit tests load them.
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const jiti = createJiti(import.meta.url, {
  alias: { 'server-only': `${ROOT}tests/support/empty-module.ts`, '@': ROOT.replace(/\/$/, '') },
  interopDefault: true,
});

/** The module at `path` (relative to the project root). */
export const loadTs = (path) => jiti(`${ROOT}${path}`);
