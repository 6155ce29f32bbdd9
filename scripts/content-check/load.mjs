import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function jsonFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((item) => item.isFile() && item.name.endsWith('.json'))
    .map((item) => join(item.parentPath, item.name))
    .sort();
}

/** Reads content/ as plain JSON: `{ file, data }` per file, definitions by component type. Unparseable files become problems. */
export function loadContent(contentDir, cwd = process.cwd()) {
  const problems = [];
  const read = (dir) =>
    jsonFiles(join(contentDir, dir)).flatMap((path) => {
      const file = relative(cwd, path);
      try {
        return [{ file, data: JSON.parse(readFileSync(path, 'utf8')) }];
      } catch (error) {
        problems.push({ file, field: '(root)', message: `not valid JSON (${error.message})` });
        return [];
      }
    });
  const definitionFiles = read('component-definitions');
  const store = {
    compositions: read('compositions').filter(({ data }) => data?.composition),
    entries: read('entries').filter(({ data }) => data?.entry),
    nodes: read('project-map').filter(({ data }) => data?.id),
    definitions: new Map(definitionFiles.map(({ data }) => [data.id, data])),
  };
  return { store, problems };
}
