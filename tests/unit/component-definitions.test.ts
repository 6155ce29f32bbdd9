import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  CANVAS_PERSONALIZATION_PARAM,
  CANVAS_PERSONALIZE_TYPE,
  CANVAS_TEST_TYPE,
  CANVAS_TEST_VARIANT_PARAM,
  isLinkParamValue,
  type ComponentDefinition,
} from '@uniformdev/canvas';
import { registry } from '@/components/registry';
import { MULTILINE_TEXT_PARAMETERS } from '@/lib/editing/multiline';

const CONTENT = join(process.cwd(), 'content');

/**
 * Types already placed in compositions whose widgets other engineers are still building. Each must leave this list
 * in the change that registers it (the last test below fails until it does), so the list can only shrink.
 */
const PENDING_TYPES: ReadonlySet<string> = new Set<string>([]);

/** Uniform's own types and parameters: every project has them, so they have no definition file here. */
const SYSTEM_TYPES: ReadonlySet<string> = new Set([CANVAS_PERSONALIZE_TYPE, CANVAS_TEST_TYPE]);
const SYSTEM_PARAMETERS: ReadonlySet<string> = new Set([CANVAS_PERSONALIZATION_PARAM, CANVAS_TEST_VARIANT_PARAM]);

/**
 * The only `json` parameters left, each one a marketer does not edit: links are `link` parameters and lists are slots
 * (docs/content-and-uniform.md#links).
 */
const DEVELOPER_JSON_PARAMETERS: Readonly<Record<string, string>> = {
  // The names of the translation phrases that hold the state list: set once by a developer.
  'aeSearch.aeSearchDropdown': 'translation phrase names',
  // The settings of a developer-written embed (components/integrations/ScriptEmbed), read by its script.
  'scriptEmbed.scriptData': 'embed settings',
};

/**
 * Entry fields of type `json` a marketer does not edit: none. Entries hold their calls to action as link fields with a
 * label beside them, lists as blocks and choices as multi-selects (docs/content-and-uniform.md#entries).
 */
const DEVELOPER_JSON_FIELDS: Readonly<Record<string, string>> = {};

const PROJECT_MAP_IDS = new Set(
  readdirSync(join(CONTENT, 'projectMapDefinition')).map(
    (file) => (readJson(join(CONTENT, 'projectMapDefinition', file)) as { id: string }).id,
  ),
);

/** The Uniform CLI's component definition format (the fields this project writes). */
const definitionSchema = z.object({
  id: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/),
  name: z.string().min(1),
  icon: z.string().min(1),
  parameters: z.array(
    z.object({ id: z.string().min(1), name: z.string().min(1), type: z.string().min(1), typeConfig: z.unknown() }),
  ),
  slots: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string().min(1),
      allowedComponents: z.array(z.string()),
      inheritAllowedComponents: z.boolean(),
    }),
  ),
  useTeamPermissions: z.boolean(),
});

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

const definitionFiles = readdirSync(join(CONTENT, 'component')).filter((file) => file.endsWith('.json'));
const definitions = new Map(
  definitionFiles.map((file) => {
    const definition = readJson(join(CONTENT, 'component', file)) as ComponentDefinition;
    return [definition.id, { file, definition }] as const;
  }),
);

interface ComponentNode {
  type: string;
  parameters?: Record<string, unknown>;
  slots?: Record<string, ComponentNode[]>;
}

/** Every component in every composition file, with the file it came from. */
function compositionComponents(): { file: string; node: ComponentNode }[] {
  const found: { file: string; node: ComponentNode }[] = [];
  const walk = (file: string, node: ComponentNode) => {
    found.push({ file, node });
    for (const children of Object.values(node.slots ?? {})) children.forEach((child) => walk(file, child));
  };
  for (const file of readdirSync(join(CONTENT, 'composition')).filter((name) => name.endsWith('.json'))) {
    walk(file, (readJson(join(CONTENT, 'composition', file)) as { composition: ComponentNode }).composition);
  }
  return found;
}

/** A Uniform link value; a page link names the project map and its node. */
const isValidLink = (value: unknown) =>
  isLinkParamValue(value) &&
  (value?.type !== 'projectMapNode' || (PROJECT_MAP_IDS.has(value.projectMapId) && Boolean(value.nodeId)));

describe('Uniform component definitions (content/component)', () => {
  it.each(definitionFiles)('%s is a valid definition named after its file', (file) => {
    const definition = readJson(join(CONTENT, 'component', file));
    expect(definitionSchema.parse(definition).id).toBe(file.replace(/\.json$/, ''));
  });

  it('match the registry one to one', () => {
    const registered = Object.keys(registry)
      .filter((type) => !SYSTEM_TYPES.has(type))
      .sort();
    expect([...definitions.keys()].filter((type) => !registered.includes(type))).toEqual([]);
    expect(registered.filter((type) => !definitions.has(type))).toEqual([]);
  });

  it('name their multiline text parameters to the canvas (isMultiline)', () => {
    const multiline = Object.fromEntries(
      [...definitions.values()]
        .map(({ definition }): [string, string[]] => [
          definition.id,
          (definition.parameters ?? [])
            .filter((parameter) => parameter.type === 'text')
            .filter((parameter) => (parameter.typeConfig as { multiline?: boolean } | undefined)?.multiline)
            .map((parameter) => parameter.id),
        ])
        .filter(([, ids]) => ids.length),
    );
    expect(MULTILINE_TEXT_PARAMETERS).toEqual(multiline);
  });

  it('hold no json parameter a marketer edits: calls to action are link parameters, lists are slots', () => {
    const json = [...definitions.values()].flatMap(({ definition }) =>
      (definition.parameters ?? [])
        .filter((parameter) => parameter.type === 'json')
        .map((parameter) => `${definition.id}.${parameter.id}`),
    );
    expect(json.sort()).toEqual(Object.keys(DEVELOPER_JSON_PARAMETERS).sort());
  });

  it('label each call to action with a text parameter the canvas edits in place', () => {
    const unlabelled = [...definitions.values()].flatMap(({ definition }) => {
      const ids = new Set((definition.parameters ?? []).map((parameter) => parameter.id));
      return (definition.parameters ?? [])
        .filter((parameter) => parameter.type === 'link')
        .filter((parameter) => !ids.has(`${parameter.id}Label`) && !ids.has('label'))
        .map((parameter) => `${definition.id}.${parameter.id}`);
    });
    // A tile and a card are labelled by their name and heading.
    expect(unlabelled).toEqual(['associateTile.link']);
  });

  it('allow only defined component types in their slots', () => {
    const unknown = [...definitions.values()].flatMap(({ definition }) =>
      (definition.slots ?? []).flatMap((slot) =>
        slot.allowedComponents
          .filter((type) => !definitions.has(type))
          .map((type) => `${definition.id}.${slot.id}: ${type}`),
      ),
    );
    expect(unknown).toEqual([]);
  });
});

describe('compositions in content/', () => {
  const components = compositionComponents();

  it('use only registered component types', () => {
    const unregistered = components
      .filter(({ node }) => !Object.hasOwn(registry, node.type) && !PENDING_TYPES.has(node.type))
      .map(({ file, node }) => `${file}: ${node.type}`);
    expect(unregistered).toEqual([]);
  });

  it('hold Uniform link values in link parameters; page links name the project map', () => {
    const bad = components.flatMap(({ file, node }) =>
      Object.entries(node.parameters ?? {}).flatMap(([id, parameter]) => {
        const { type, value } = parameter as { type: string; value: unknown };
        if (type !== 'link') return [];
        return isValidLink(value) ? [] : [`${file}: ${node.type}.${id}`];
      }),
    );
    expect(bad).toEqual([]);
  });

  it('list as pending only types that are still unregistered', () => {
    expect([...PENDING_TYPES].filter((type) => Object.hasOwn(registry, type))).toEqual([]);
  });

  it('set only parameters and fill only slots that the type’s definition declares', () => {
    const undeclared = components.flatMap(({ file, node }) => {
      const definition = definitions.get(node.type)?.definition;
      if (!definition) return [];
      const parameters = new Set((definition.parameters ?? []).map((parameter) => parameter.id));
      const slots = new Set((definition.slots ?? []).map((slot) => slot.id));
      return [
        // $pzCrit and $tstVrnt are Uniform's, set on any component inside a personalization or test.
        ...Object.keys(node.parameters ?? {})
          .filter((id) => !parameters.has(id) && !SYSTEM_PARAMETERS.has(id))
          .map((id) => `${file}: ${node.type} parameter ${id}`),
        ...Object.keys(node.slots ?? {})
          .filter((id) => !slots.has(id))
          .map((id) => `${file}: ${node.type} slot ${id}`),
      ];
    });
    expect(undeclared).toEqual([]);
  });
});

interface ContentTypeFile {
  id: string;
  fields: { id: string; type: string }[];
}

interface EntryNode {
  _id: string;
  type: string;
  fields?: Record<string, { type: string; value: unknown }>;
}

const contentTypes = readdirSync(join(CONTENT, 'contentType'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => readJson(join(CONTENT, 'contentType', file)) as ContentTypeFile);

/** Every entry in content/entry and every block inside one, with the file it came from. */
function entryNodes(): { file: string; node: EntryNode }[] {
  const found: { file: string; node: EntryNode }[] = [];
  const walk = (file: string, node: EntryNode) => {
    found.push({ file, node });
    for (const field of Object.values(node.fields ?? {})) {
      if (field.type === '$block' && Array.isArray(field.value)) field.value.forEach((block) => walk(file, block));
    }
  };
  for (const file of readdirSync(join(CONTENT, 'entry')).filter((name) => name.endsWith('.json'))) {
    walk(file, (readJson(join(CONTENT, 'entry', file)) as { entry: EntryNode }).entry);
  }
  return found;
}

describe('content types (content/contentType) and entries', () => {
  it('hold no json field a marketer edits: calls to action are link fields, lists are blocks', () => {
    const json = contentTypes.flatMap((type) =>
      type.fields.filter((field) => field.type === 'json').map((field) => `${type.id}.${field.id}`),
    );
    expect(json.sort()).toEqual(Object.keys(DEVELOPER_JSON_FIELDS).sort());
  });

  it('label each link field with a text field the canvas edits in place', () => {
    const unlabelled = contentTypes.flatMap((type) => {
      const texts = new Set(type.fields.filter((field) => field.type === 'text').map((field) => field.id));
      return type.fields
        .filter((field) => field.type === 'link' && !texts.has(`${field.id}Label`))
        .map((field) => `${type.id}.${field.id}`);
    });
    expect(unlabelled).toEqual([]);
  });

  it('hold Uniform link values in link fields; page links name the project map', () => {
    const bad = entryNodes().flatMap(({ file, node }) =>
      Object.entries(node.fields ?? {}).flatMap(([id, { type, value }]) => {
        if (type !== 'link') return [];
        return isValidLink(value) ? [] : [`${file}: ${node.type}.${id}`];
      }),
    );
    expect(bad).toEqual([]);
  });
});
