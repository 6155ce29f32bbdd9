// The upgrade routine's first step (docs/upgrading-next.md): runs the checks of every private Next detail the site
// relies on (tests/unit/next-private.test.ts, against lib/serve/next-private.ts) against a given Next version,
// installed on its own into a temporary folder, or against the installed Next when no version is given.
//   npm run check:next                      the installed Next
//   npm run check:next -- 16.5.0-canary.38  any version or dist-tag from the registry (canary, latest)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const version = process.argv[2];
const run = (command, args, env = process.env) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
const versionIn = (dir) => JSON.parse(readFileSync(join(dir, 'node_modules/next/package.json'), 'utf8')).version;

let folder;
const env = { ...process.env };
if (version) {
  folder = mkdtempSync(join(tmpdir(), 'check-next-'));
  console.log(`Installing next@${version} into ${folder} (without its compiler binaries, not needed to read it)…`);
  const installed = run('npm', [
    'install',
    '--prefix',
    folder,
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    '--omit=optional',
    '--loglevel=error',
    `next@${version}`,
  ]);
  if (installed.status !== 0) process.exit(installed.status ?? 1);
  // The test loads Next's files from here instead of the site's node_modules.
  env.CHECK_NEXT_DIR = folder;
}
console.log(`Checking the private details of Next ${versionIn(folder ?? root)} the site relies on…`);
const checked = run('npx', ['vitest', 'run', '--reporter=verbose', 'tests/unit/next-private.test.ts'], env);
if (folder) rmSync(folder, { recursive: true, force: true });
console.log(
  checked.status === 0
    ? 'Every private detail is where the site expects it.'
    : 'Some private details changed: see the failures above and docs/upgrading-next.md.',
);
process.exit(checked.status ?? 1);
