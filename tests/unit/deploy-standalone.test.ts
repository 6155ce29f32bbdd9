import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(__dirname, '..', '..');

it('deploy/standalone.mjs names only files and folders the project has', () => {
  const script = readFileSync(join(root, 'deploy', 'standalone.mjs'), 'utf8');
  const list = (name: string) =>
    [...(new RegExp(`${name} = \\[([^\\]]*)\\]`).exec(script)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]!);
  const entries = list('const entries');
  // Folders of the source tree; those under the build output (join(distDir, …)) are made by the build.
  const folderList = /for \(const folder of \[([^\]]*)\]/.exec(script)?.[1] ?? '';
  const folders = [...folderList.replace(/join\([^)]*\)/g, '').matchAll(/'([^']+)'/g)].map((m) => m[1]!);
  expect(entries.length).toBeGreaterThan(0);
  expect(folders.length).toBeGreaterThan(0);
  // build/server/*.js is server.ts compiled by `npm run build` (tsconfig.server.json).
  const source = (file: string) => file.replace(/^build\/server\/(.*)\.js$/, '$1.ts');
  expect(entries.map(source).filter((file) => !existsSync(join(root, file)))).toEqual([]);
  expect(folders.filter((folder) => !existsSync(join(root, folder)))).toEqual([]);
});
