// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Every tool docs/deployment.md tells an operator to run in a container ("Tools in the image") is in the image and
 * runs there: the image holds Next's standalone output completed by deploy/standalone.mjs (its traced entries and
 * the node_modules they import) and nothing else from the source tree.
 */
const root = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const packageScripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

const section = /### Tools in the image\n([\s\S]*?)(\n#|$)/.exec(read('docs/deployment.md'))?.[1] ?? '';
const documented = [...new Set([...section.matchAll(/`npm run ([a-z:-]+)/g)].map((match) => match[1]!))];
const imageEntries = [
  ...(/const entries = \[([^\]]*)\]/.exec(read('deploy/standalone.mjs'))?.[1] ?? '').matchAll(/'([^']+)'/g),
].map((match) => match[1]!);
const scriptFile = (name: string) => /^node (\S+)/.exec(packageScripts[name] ?? '')?.[1];

describe('the operator tools in the image', () => {
  const image = mkdtempSync(join(tmpdir(), 'image-tools-'));
  afterAll(() => rmSync(image, { recursive: true, force: true }));

  it('the doc names them, every forms script among them, each a node script of package.json', () => {
    expect(documented).toEqual(expect.arrayContaining(['forms:retry', 'forms:export']));
    const formsScripts = Object.keys(packageScripts).filter((name) => name.startsWith('forms:'));
    expect(formsScripts.filter((name) => !documented.includes(name))).toEqual([]);
    expect(documented.filter((name) => !scriptFile(name))).toEqual([]);
  });

  it("their files are among deploy/standalone.mjs's entries, whose output is what the Dockerfile runs", () => {
    expect(documented.map(scriptFile).filter((file) => file && !imageEntries.includes(file))).toEqual([]);
    expect(read('Dockerfile')).toMatch(/COPY --from=build [^\n]*\/app\/\.next\/standalone \.\/\n/);
  });

  it('each runs from the traced files alone, database clients included (no module missing)', async () => {
    const require = createRequire(join(root, 'package.json'));
    const { nodeFileTrace } = require('next/dist/compiled/@vercel/nft') as {
      nodeFileTrace: (files: string[], options: { base: string }) => Promise<{ fileList: Set<string> }>;
    };
    const files = documented.map(scriptFile).filter((file): file is string => Boolean(file));
    const { fileList } = await nodeFileTrace(files, { base: root });
    for (const file of fileList) cpSync(join(root, file), join(image, file), { dereference: true, recursive: true });
    // Next's standalone output carries package.json (the scripts npm runs).
    cpSync(join(root, 'package.json'), join(image, 'package.json'));
    const data = join(image, 'test-forms-data');
    mkdirSync(data);
    // An empty database file: the tool loads its client and runs its statement, which finds no table.
    writeFileSync(join(data, 'forms.db'), '');
    for (const name of documented) {
      const run = spawnSync('npm', ['run', '--silent', name], {
        cwd: image,
        env: { ...process.env, FORMS_DATA_DIR: data, DATABASE_URL: '', NODE_PATH: '' },
        encoding: 'utf8',
      });
      const output = `${run.stdout}${run.stderr}`;
      expect(output, name).not.toMatch(/MODULE_NOT_FOUND|Cannot find (module|package)/);
      expect(output, name).toMatch(/no such table/);
    }
  }, 60_000);
});
