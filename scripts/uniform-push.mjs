// `npm run uniform:push` (and `npm run uniform:seed`, `--seed`): content/ → the Uniform project, safely.
//
// `uniform sync push` with `publish: true` copies the draft of *every* composition, pattern and entry in the project
// to published (the CLI's publish modules run with `all: true`), and overwrites whatever changed in Uniform since the
// checkout was pulled. This push instead:
//   1. reads the project as a pull would write it now and compares it with uniform.lock.json (what the checkout last
//      pulled): if anything the push would write changed, was renamed or deleted in Uniform since, it refuses and
//      names it (pull, merge, push again);
//   2. runs `uniform sync push` with publishing off: compositions, patterns and entries arrive as drafts;
//   3. publishes only the compositions, patterns and entries the push created (absent from the project before);
//   4. records the project as it now is in uniform.lock.json.
// `--seed` is for an empty project (no compositions, patterns or entries): it needs no lock and publishes what it
// seeds, which is everything.
import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  contentDir,
  DRAFTED,
  fail,
  projectId,
  readLock,
  readTree,
  runCli,
  serializationWithoutPublish,
  snapshotProject,
  writeLock,
} from './uniform-sync.mjs';

const seed = process.argv.includes('--seed');
const PUBLISH_BATCH = 50;

const serialization = serializationWithoutPublish();
const directory = contentDir(serialization);
const local = readTree(directory);
const before = await snapshotProject(serialization);
const draftedPaths = (tree) => [...tree.keys()].filter((path) => path.split('/')[0] in DRAFTED);

if (seed) {
  const existing = draftedPaths(before);
  if (existing.length)
    fail(`uniform:seed refused: the project is not empty (${existing.length} compositions, patterns and entries).`);
} else {
  const lock = readLock();
  if (!lock)
    fail(
      'uniform:push refused: no uniform.lock.json, so nothing tells what the project held when content/ was pulled. ' +
        'Run npm run uniform:pull first (or npm run uniform:seed for an empty project).',
    );
  if (lock.projectId !== projectId())
    fail(`uniform:push refused: content/ was pulled from project ${lock.projectId}, not ${projectId()}.`);
  const differences = [];
  for (const [path, { hash }] of local) {
    const remote = before.get(path);
    const locked = lock.objects[path];
    // Unchanged in Uniform since the pull, or Uniform already holds exactly what the checkout has: nothing lost.
    if (remote?.hash === locked || remote?.hash === hash) continue;
    const how = !remote ? 'deleted or renamed in Uniform' : locked ? 'changed in Uniform' : 'created in Uniform';
    const name = remote?.name ?? local.get(path).name;
    differences.push(`  ${path}${name ? ` ${name}` : ''}: ${how} since content/ was pulled`);
  }
  if (differences.length)
    fail(
      `uniform:push refused: the push would overwrite what changed in Uniform since content/ was pulled ` +
        `(${lock.at}):\n${differences.join('\n')}\n` +
        'Pull (npm run uniform:pull, after committing), keep what the project has, then push again.',
    );
}

await runCli(['sync', 'push'], { ...serialization, directory });

// What this push created: drafted objects in content/ the project did not have. Their ids are their file names.
for (const [folder, command] of Object.entries(DRAFTED)) {
  const folderPath = join(directory, folder);
  const ids = (existsSync(folderPath) ? readdirSync(folderPath, { withFileTypes: true }) : [])
    .filter((item) => item.isFile() && !before.has(`${folder}/${item.name}`))
    .map((item) => basename(item.name, '.json'));
  for (let start = 0; start < ids.length; start += PUBLISH_BATCH) {
    const batch = ids.slice(start, start + PUBLISH_BATCH).join(',');
    await runCli(['canvas', command, 'publish', batch], { ...serialization, directory });
  }
  if (ids.length) console.log(`published the ${ids.length} ${folder} object(s) this push created`);
}

writeLock(await snapshotProject(serialization));
console.log(
  'uniform:push done: changes to existing compositions, patterns and entries are drafts in Uniform (publish them there)',
);
