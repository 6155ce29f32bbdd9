import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

// Widgets use lib/ (content, rules, helpers); lib/ never reaches back into components/ or app/: what needs both (a
// server action that renders widgets) lives in app/.
// A dynamic import() counts too (issue 47: the canvas bridge loaded the content-health panel that way).
it('no module of lib/ imports from components/ or app/', () => {
  const offenders = sourceFiles(join(root, 'lib')).filter((file) =>
    /(from |import\()'(@\/|(\.\.\/)+)(components|app)\//.test(readFileSync(file, 'utf8')),
  );
  expect(offenders.map((file) => file.slice(root.length + 1))).toEqual([]);
});
