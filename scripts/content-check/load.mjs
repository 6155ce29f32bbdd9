import { localize } from '@uniformdev/canvas';
import { expectedFileName, readContentTree, UUID, UUID_V4 } from '../../lib/content/layout.mjs';

const DEFAULT_LOCALE = 'en-US';

/**
 * A composition's or entry's file as one locale reads it (Uniform's `locales` values resolved by the SDK's `localize`),
 * or undefined when it is not enabled for that locale (`_locales`; none listed is the default locale's alone).
 */
function inLocale({ file, data }, locale) {
  const root = data.composition ?? data.entry;
  const locales = Array.isArray(root._locales) && root._locales.length ? root._locales : [DEFAULT_LOCALE];
  if (!locales.includes(locale)) return undefined;
  const copy = structuredClone(data);
  localize({ nodes: copy.composition ?? copy.entry, locale });
  return { file, data: copy };
}

/** A composition's file; the CLI writes a component pattern's in the same shape. */
const COMPOSITION_FIELDS = [
  ['composition', 'object'],
  ['composition._id', 'string'],
  ['composition.type', 'string'],
  ['created', 'string'],
  ['modified', 'string'],
  ['pattern', 'boolean'],
];

/** The fields each entity's file must have, and their JSON types: what the CLI writes and the loader reads. */
const REQUIRED = {
  component: [
    ['id', 'string'],
    ['name', 'string'],
    ['parameters', 'array'],
  ],
  composition: COMPOSITION_FIELDS,
  componentPattern: COMPOSITION_FIELDS,
  contentType: [
    ['id', 'string'],
    ['name', 'string'],
    ['fields', 'array'],
    ['type', 'string'],
  ],
  entry: [
    ['created', 'string'],
    ['modified', 'string'],
    ['pattern', 'boolean'],
    ['entry', 'object'],
    ['entry._id', 'string'],
    ['entry.type', 'string'],
    ['entry.fields', 'object'],
  ],
  locale: [
    ['locale', 'string'],
    ['displayName', 'string'],
  ],
  projectMapDefinition: [
    ['id', 'string'],
    ['name', 'string'],
  ],
  projectMapNode: [
    ['id', 'string'],
    ['name', 'string'],
    ['path', 'string'],
    ['type', 'string'],
    ['pathSegment', 'string'],
    ['projectMapId', 'string'],
  ],
  redirect: [
    ['id', 'string'],
    ['sourceUrl', 'string'],
    ['targetUrl', 'string'],
    ['targetStatusCode', 'number'],
  ],
  signal: [
    ['id', 'string'],
    ['name', 'string'],
    ['str', 'number'],
    ['cap', 'number'],
    ['dur', 'string'],
    ['crit', 'object'],
  ],
  test: [
    ['id', 'string'],
    ['name', 'string'],
  ],
};

/** Ids the SDK keeps: v4 for project map nodes and maps (cleanProjectMapNode), any UUID for compositions, entries, redirects. */
const ID_FORMATS = {
  composition: [['composition._id', UUID]],
  componentPattern: [['composition._id', UUID]],
  entry: [['entry._id', UUID]],
  projectMapNode: [
    ['id', UUID_V4],
    ['projectMapId', UUID_V4],
    ['compositionId', UUID],
  ],
  projectMapDefinition: [['id', UUID_V4]],
  redirect: [['id', UUID]],
};

const at = (data, path) =>
  path.split('.').reduce((value, key) => (value && typeof value === 'object' ? value[key] : undefined), data);
const jsonType = (value) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

function shapeProblems({ folder, file, data }) {
  const problems = [];
  for (const [path, type] of REQUIRED[folder]) {
    const actual = jsonType(at(data, path));
    if (actual !== type)
      problems.push({
        file,
        field: path,
        message:
          actual === 'undefined' ? `missing (a ${folder} file has ${type} ${path})` : `${actual}, expected ${type}`,
      });
  }
  if (problems.length) return problems;
  for (const [path, format] of ID_FORMATS[folder] ?? []) {
    const value = at(data, path);
    if (value !== undefined && !format.test(String(value))) {
      problems.push({
        file,
        field: path,
        message: `${value} is not a ${format === UUID_V4 ? 'UUID v4 (Uniform drops any other project map id on push)' : 'UUID'}`,
      });
    }
  }
  const expected = expectedFileName(folder, data);
  if (expected && !file.endsWith(`/${expected}.json`))
    problems.push({ file, field: '(file name)', message: `uniform sync pull names this file ${expected}.json` });
  return problems;
}

/**
 * Reads content/ (a `uniform sync pull` tree): `{ file, data }` per file by entity, definitions by component type and
 * content types by id. Files in an unknown folder or shape, badly named files and ids Uniform would not keep are problems.
 */
export function loadContent(contentDir, cwd = process.cwd(), locale = DEFAULT_LOCALE) {
  const { files, problems } = readContentTree(contentDir, cwd);
  const valid = files.filter((item) => {
    const found = shapeProblems(item);
    problems.push(...found);
    return !found.some((problem) => problem.field !== '(file name)' && !problem.message.includes('UUID'));
  });
  const of = (folder) => valid.filter((item) => item.folder === folder).map(({ file, data }) => ({ file, data }));
  // Compositions and entries as the locale's pages read them: every rule checks one locale's text at a time.
  const localized = (folder) => of(folder).flatMap((item) => inLocale(item, locale) ?? []);
  const store = {
    // A component pattern is checked as a composition is (definitions, links, images, spelling).
    compositions: [...localized('composition'), ...localized('componentPattern')],
    patternIds: new Set(of('componentPattern').map(({ data }) => data.composition._id)),
    entries: localized('entry'),
    nodes: of('projectMapNode'),
    definitions: new Map(of('component').map(({ data }) => [data.id, data])),
    contentTypes: new Map(of('contentType').map(({ data }) => [data.id, data])),
  };
  return { store, problems };
}
