// The layout of content/: exactly what `uniform sync pull` writes with uniform.config.ts (format json). Plain
// JavaScript so both the site's loader and `npm run content:check` read files through it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The only node ids the SDK keeps on push (ProjectMapClient.cleanProjectMapNode). */
export const UUID_V4 = /^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/i;
export const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i;

// The CLI's cleanFileName.
const clean = (name) => String(name).replace(/[/<>$+%>!`&*'|{}?"=:\\@]/g, '-');

/** Each synced entity type: its folder and the file name the CLI gives an object (selectIdentifier / selectFilename). */
export const FOLDERS = {
  component: (data) => data?.id,
  composition: (data) => data?.composition?._id,
  componentPattern: (data) => data?.composition?._id,
  contentType: (data) => data?.id,
  entry: (data) => data?.entry?._id,
  locale: (data) => data?.locale,
  projectMapDefinition: (data) => data?.id,
  projectMapNode: (data) =>
    typeof data?.path === 'string' && data?.id ? clean(`${data.pathSegment}_${data.id}`) : undefined,
  redirect: (data) =>
    typeof data?.sourceUrl === 'string' && data?.id
      ? clean(data.sourceUrl.substring(data.sourceUrl.lastIndexOf('/') + 1)) + `_${data.id}`
      : undefined,
  signal: (data) => data?.id,
  test: (data) => data?.id,
};

/**
 * Reads every file of content/: `{ folder, file, data }` per JSON file, and problems `{ file, field, message }` for
 * anything the CLI would not have written there (an unknown folder, a nested folder, another extension, bad JSON).
 */
export function readContentTree(contentDir, cwd = process.cwd()) {
  const files = [];
  const problems = [];
  const name = (path) => relative(cwd, path);
  if (!existsSync(contentDir))
    return { files, problems: [{ file: name(contentDir), field: '(root)', message: 'content folder missing' }] };
  for (const folder of readdirSync(contentDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const folderPath = join(contentDir, folder.name);
    if (!folder.isDirectory() || !(folder.name in FOLDERS)) {
      problems.push({
        file: name(folderPath),
        field: '(root)',
        message: `not an entity folder of uniform.config.ts (${Object.keys(FOLDERS).join(', ')})`,
      });
      continue;
    }
    for (const item of readdirSync(folderPath, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folderPath, item.name);
      if (!item.isFile() || !item.name.endsWith('.json')) {
        problems.push({
          file: name(path),
          field: '(root)',
          message: 'only .json files directly in an entity folder are synced',
        });
        continue;
      }
      try {
        files.push({ folder: folder.name, file: name(path), data: JSON.parse(readFileSync(path, 'utf8')) });
      } catch (error) {
        problems.push({ file: name(path), field: '(root)', message: `not valid JSON (${error.message})` });
      }
    }
  }
  return { files, problems };
}

/** The file name (without .json) `uniform sync pull` would write for this object, or undefined if it has no id. */
export function expectedFileName(folder, data) {
  return FOLDERS[folder]?.(data);
}
