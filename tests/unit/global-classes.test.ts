// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as sass from 'sass';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
// Bootstrap's class families that styles/globals.scss (and the island partials in styles/bootstrap/) cut down to what
// the markup uses: a class of these written in markup and missing from the sheets renders unstyled, silently.
const BOOTSTRAP_CLASS =
  /^(d|flex|order|justify-content|align-items|gap|m[tbsexy]?|p[tbsexy]?|fw|text|border-top|col|row-cols|btn|g[xy]?|bg|alert|form)(-[a-z0-9]+)+$/;

function compiledClasses(): Set<string> {
  const sheets = [
    'styles/globals.scss',
    ...readdirSync(join(ROOT, 'styles/bootstrap')).map((name) => `styles/bootstrap/${name}`),
  ];
  const css = sheets
    .map(
      (sheet) =>
        sass.compile(join(ROOT, sheet), {
          loadPaths: [join(ROOT, 'node_modules')],
          quietDeps: true,
          logger: sass.Logger.silent,
        }).css,
    )
    .join('\n');
  return new Set([...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''));
}

/** Every whitespace-separated word of every string literal in the markup's source (components/, app/). */
function classWordsInMarkup(): Map<string, string> {
  const words = new Map<string, string>();
  for (const dir of ['components', 'app'])
    for (const name of readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(name) || name.includes('.test.')) continue;
      const source = readFileSync(join(ROOT, dir, name), 'utf8');
      for (const literal of source.matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g))
        for (const word of (literal[2] ?? '').split(/\s+/))
          if (BOOTSTRAP_CLASS.test(word)) words.set(word, `${dir}/${name}`);
    }
  return words;
}

describe('the global sheets', () => {
  it('define every Bootstrap utility, grid, button and background class the markup writes', () => {
    const defined = compiledClasses();
    const used = classWordsInMarkup();
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter(([word]) => !defined.has(word)).map(([word, file]) => `${word} (${file})`);
    expect(missing).toEqual([]);
  });
});
