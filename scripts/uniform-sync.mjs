// Shared by `npm run uniform:pull`, `uniform:push` and `uniform:seed`: the Uniform CLI run as a child process, the
// project read into a temporary `uniform sync pull` tree, and the lock (uniform.lock.json) that records what the
// checkout last pulled.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

export const root = process.cwd();
export const LOCK_FILE = join(root, 'uniform.lock.json');
/** The entity types whose objects have drafts: a push writes drafts of these, and only publishing makes them live. */
export const DRAFTED = { composition: 'composition', componentPattern: 'composition', entry: 'entry' };

const require = createRequire(import.meta.url);
const CLI = join(root, 'node_modules', '@uniformdev', 'cli', 'cli.js');

if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));

export const projectId = () =>
  process.env.UNIFORM_CLI_PROJECT_ID ?? process.env.UNIFORM_PROJECT_ID ?? fail('UNIFORM_PROJECT_ID is not set');

export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** uniform.config.ts's serialization settings, with `publish` removed from every entity type. */
export function serializationWithoutPublish() {
  const createJiti = require('jiti');
  const config = createJiti(join(root, 'package.json'), { interopDefault: true })(join(root, 'uniform.config.ts'));
  const { serialization } = config.default ?? config;
  const entitiesConfig = Object.fromEntries(
    Object.entries(serialization.entitiesConfig).map(([type, options]) => {
      const { publish, ...rest } = options;
      void publish;
      return [type, rest];
    }),
  );
  return { ...serialization, entitiesConfig };
}

/** Runs the CLI with a config of our own (never one that publishes); resolves with its output, rejects on failure. */
export function runCli(args, serialization) {
  const dir = mkdtempSync(join(tmpdir(), 'uniform-config-'));
  const configPath = join(dir, 'uniform.config.json');
  writeFileSync(configPath, JSON.stringify({ serialization }));
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [CLI, ...args, '--config', configPath], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (code === 0) resolvePromise(output);
      else reject(new Error(`uniform ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** Every file of a pulled tree by its path inside the tree. */
function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => relative(dir, join(item.parentPath, item.name)))
    .sort();
}

/**
 * What an object is: the hash of its file without `created` and `modified` (the server sets them on every write, so
 * a push of unchanged content would otherwise look like a change) and `$schema` (the CLI names the API host there, and
 * a pull leaves an unchanged file as it was).
 */
function objectHash(text) {
  const { created, modified, $schema, ...rest } = JSON.parse(text);
  void created;
  void modified;
  void $schema;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex').slice(0, 32);
}

/** A label a person recognises: the object's name and where it lives. */
function objectName(text) {
  const object = JSON.parse(text);
  const name =
    object.composition?._name ?? object.entry?._name ?? object.name ?? object.sourceUrl ?? object.path ?? object.id;
  return name ? `"${name}"` : '';
}

/** Hashes and names of a pulled tree: path → { hash, name }. */
export function readTree(dir) {
  return new Map(
    files(dir).map((path) => {
      const text = readFileSync(join(dir, path), 'utf8');
      return [path, { hash: objectHash(text), name: objectName(text) }];
    }),
  );
}

/** The project as `uniform sync pull` would write it now, read into a temporary tree (content/ is not touched). */
export async function snapshotProject(serialization) {
  const dir = mkdtempSync(join(tmpdir(), 'uniform-snapshot-'));
  try {
    await runCli(['sync', 'pull'], { ...serialization, directory: dir, mode: 'mirror' });
    return readTree(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function readLock() {
  return existsSync(LOCK_FILE) ? JSON.parse(readFileSync(LOCK_FILE, 'utf8')) : undefined;
}

/** Records what the project held (path → hash) when the checkout last pulled or pushed. */
export function writeLock(tree) {
  const objects = Object.fromEntries([...tree].map(([path, { hash }]) => [path, hash]));
  const lock = { projectId: projectId(), at: new Date().toISOString(), objects };
  writeFileSync(LOCK_FILE, `${JSON.stringify(lock, null, 2)}\n`);
}

export const contentDir = (serialization) => resolve(root, serialization.directory);
