import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The folders show the architecture (docs/architecture.md#folders): widgets grouped by kind, lib/ by area (that lib/
// never imports from components/ is tests/unit/import-direction.test.ts).
const root = join(__dirname, '../..');
const KINDS = ['layout', 'rendering', 'heroes', 'sections', 'listings', 'forms', 'integrations', 'editing'];

describe('folders', () => {
  it('components/ holds the registry, its types, shared/ and one folder per kind of widget', () => {
    const entries = readdirSync(join(root, 'components')).sort();
    expect(entries).toEqual([...KINDS, 'registry.ts', 'shared', 'types.ts'].sort());
  });

  it('lib/ has no loose modules but the settings and the constants', () => {
    const loose = readdirSync(join(root, 'lib')).filter((name) => statSync(join(root, 'lib', name)).isFile());
    expect(loose.sort()).toEqual(['constants.ts', 'settings.ts']);
  });
});
