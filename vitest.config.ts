import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      { find: 'server-only', replacement: `${root}/tests/support/empty-module.ts` },
    ],
  },
  test: {
    globals: true,
    setupFiles: ['tests/support/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'components/**/*.test.{ts,tsx}', 'lib/**/*.test.ts'],
    environment: 'jsdom',
    css: { modules: { classNameStrategy: 'non-scoped' } },
    testTimeout: 20_000,
  },
});
