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

// Every page's first load (issue 51): next/image's <Image> is a client component with next/head and the loaders in
// tow, and focus-trap is 7.5 kB; imported by any widget the catch-all route can render, each is shipped to every page.
it('no widget imports next/image’s <Image> (ServerImage draws its props), and only the on-demand modal uses focus-trap', () => {
  const files = ['app', 'components', 'lib'].flatMap((dir) => sourceFiles(join(root, dir)));
  const relative = (file: string) => file.slice(root.length + 1);
  const imagesImported = files.filter((file) =>
    /import\s+(Image\b|\{[^}]*\bdefault\b)[^;]*from 'next\/image'/.test(readFileSync(file, 'utf8')),
  );
  expect(imagesImported.map(relative)).toEqual([]);
  const trapsImported = files.filter((file) => /from 'focus-trap'/.test(readFileSync(file, 'utf8')));
  expect(trapsImported.map(relative)).toEqual(['components/shared/useFocusTrap.ts']);
});
