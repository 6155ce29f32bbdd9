import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// The folders show the architecture (docs/architecture.md#folders): widgets grouped by kind, lib/ by area, and the
// rules in lib/ never reaching into the components' rooms.
const root = join(__dirname, '../..');
const KINDS = ['layout', 'rendering', 'heroes', 'sections', 'listings', 'forms', 'integrations', 'editing'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

describe('folders', () => {
  it('components/ holds the registry, its types, shared/ and one folder per kind of widget', () => {
    const entries = readdirSync(join(root, 'components')).sort();
    expect(entries).toEqual([...KINDS, 'registry.ts', 'shared', 'types.ts'].sort());
  });

  it('lib/ has no loose modules but the settings and the constants', () => {
    const loose = readdirSync(join(root, 'lib')).filter((name) => statSync(join(root, 'lib', name)).isFile());
    expect(loose.sort()).toEqual(['constants.ts', 'settings.ts']);
  });

  it('nothing in lib/ imports from components/', () => {
    const offenders = sourceFiles(join(root, 'lib')).flatMap((file) => {
      const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:from|import\(|require\()\s*'([^']+)'/g)].map(
        ([, specifier]) => specifier!,
      );
      const intoComponents = specifiers.filter((specifier) =>
        specifier.startsWith('@/')
          ? specifier.startsWith('@/components/')
          : specifier.startsWith('.') && relative(root, join(file, '..', specifier)).startsWith('components/'),
      );
      return intoComponents.map((specifier) => `${relative(root, file)}: ${specifier}`);
    });
    expect(offenders).toEqual([]);
  });
});
