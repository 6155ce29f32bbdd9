import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { OVER_BUDGET } from '@/lib/search/budget';

/** Every interface string is a translation entry a marketer can edit: each literal key the code asks for exists. */
const ROOT = join(__dirname, '..', '..');
const SOURCE_DIRS = ['app', 'components', 'lib'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function translationKeys(): Set<string> {
  const dir = join(ROOT, 'content', 'entry');
  const entries = readdirSync(dir).map(
    (file) =>
      (
        JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
          entry: { type: string; fields: { internalName?: { value: string } } };
        }
      ).entry,
  );
  return new Set(
    entries.filter((entry) => entry.type === 'translation').map((entry) => entry.fields.internalName!.value),
  );
}

describe('interface strings', () => {
  const used = new Set(
    SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-z0-9.-]+)'\s*\)/gi)].map((match) => match[1]!),
    ),
  );

  it('all have a translation entry in content/entry', () => {
    const known = translationKeys();
    // The scan itself works: the header's menu label is looked up with t('header.menu').
    expect(used).toContain('header.menu');
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });

  it('include the messages looked up by a named key (the search budget)', () => {
    expect(translationKeys()).toContain(OVER_BUDGET.key);
  });
});
