// The rules of `npm run content:check`: each takes the loaded content store and returns problems
// `{ file, field, message }`. Pure functions over plain JSON, unit-tested in tests/unit/content-check.test.ts.

export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MIN = 70;
export const SEO_DESCRIPTION_MAX = 160;

import { britishSpellings } from './spelling.mjs';

function problem(file, field, message) {
  return { file, field, message };
}

/** Every node of a JSON value with its dotted path, depth first. */
function* walk(value, path) {
  yield [value, path];
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) yield* walk(value[index], `${path}[${index}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) yield* walk(child, path ? `${path}.${key}` : key);
  }
}

/** Components of a composition with their field paths, the root included. */
function* components(component, path) {
  yield [component, path];
  for (const [slot, children] of Object.entries(component.slots ?? {})) {
    for (let index = 0; index < children.length; index += 1)
      yield* components(children[index], `${path}.slots.${slot}[${index}]`);
  }
}

/** Uniform's own types and parameters (`$personalization`, `$test`, `$pzCrit`, `$tstVrnt`) need no definition of ours. */
const isUniformSystemName = (name) => name.startsWith('$');

/** Parameters known for the type, slots known, and children allowed in each slot. */
export function checkDefinitions(store) {
  const problems = [];
  for (const { file, data } of store.compositions) {
    for (const [component, path] of components(data.composition, 'composition')) {
      if (isUniformSystemName(component.type)) continue;
      const definition = store.definitions.get(component.type);
      if (!definition) {
        problems.push(
          problem(file, `${path}.type`, `no component definition for type "${component.type}" in content/component/`),
        );
        continue;
      }
      const parameterIds = new Set((definition.parameters ?? []).map((parameter) => parameter.id));
      for (const name of Object.keys(component.parameters ?? {})) {
        if (!parameterIds.has(name) && !isUniformSystemName(name))
          problems.push(
            problem(file, `${path}.parameters.${name}`, `parameter not defined for type "${component.type}"`),
          );
      }
      const slots = new Map((definition.slots ?? []).map((slot) => [slot.id, slot]));
      for (const [name, children] of Object.entries(component.slots ?? {})) {
        const slot = slots.get(name);
        if (!slot) {
          problems.push(problem(file, `${path}.slots.${name}`, `slot not defined for type "${component.type}"`));
          continue;
        }
        const allowed = slot.allowedComponents ?? [];
        children.forEach((child, index) => {
          if (
            allowed.length &&
            !slot.allowAllComponents &&
            !allowed.includes(child.type) &&
            !isUniformSystemName(child.type)
          ) {
            problems.push(
              problem(
                file,
                `${path}.slots.${name}[${index}].type`,
                `"${child.type}" is not allowed in slot "${name}" of "${component.type}"`,
              ),
            );
          }
        });
      }
    }
  }
  return problems;
}

/** Article pages are served from blogPost entries (their `url`), not from project map nodes. */
function articlePaths(store) {
  return new Set(
    store.entries
      .filter(({ data }) => data.entry.type === 'blogPost')
      .map(({ data }) => fieldValue(data.entry.fields, 'url')),
  );
}

/**
 * Internal links (projectMapNode) point at an existing node, and their stored path matches it; a link to an article
 * resolves through its stored path, which must be a blogPost's url.
 */
export function checkLinks(store) {
  const problems = [];
  const pathById = new Map(store.nodes.map(({ data }) => [data.id, data.path]));
  const articles = articlePaths(store);
  for (const { file, data } of [...store.compositions, ...store.entries]) {
    for (const [value, path] of walk(data, '')) {
      if (!value || typeof value !== 'object' || value.type !== 'projectMapNode') continue;
      const target = pathById.get(value.nodeId);
      if (!target && articles.has(value.path)) continue;
      if (!target)
        problems.push(
          problem(
            file,
            `${path}.nodeId`,
            `internal link to ${value.path ?? 'an unknown page'} does not resolve to a project map node`,
          ),
        );
      else if (value.path && value.path !== target)
        problems.push(
          problem(file, `${path}.path`, `stored path ${value.path} differs from the node's path ${target}`),
        );
    }
  }
  return problems;
}

/**
 * Warnings, not problems: internal links to pages the published site does not show (`withheldNodeIds`: nodes whose
 * composition is unpublished, or only ever a draft, in Uniform). The site leaves such a link out (lib/routing/links.ts) rather
 * than send a visitor to a 404, so the sentence around it may need rewording.
 */
export function checkWithheldLinks(store, withheldNodeIds) {
  const warnings = [];
  if (withheldNodeIds.size === 0) return warnings;
  const pathById = new Map(store.nodes.map(({ data }) => [data.id, data.path]));
  for (const { file, data } of [...store.compositions, ...store.entries]) {
    for (const [value, path] of walk(data, '')) {
      if (!value || typeof value !== 'object' || value.type !== 'projectMapNode') continue;
      if (!withheldNodeIds.has(value.nodeId)) continue;
      const target = pathById.get(value.nodeId) ?? value.path ?? value.nodeId;
      warnings.push(
        problem(file, `${path}.nodeId`, `links to ${target}, which is not published: the site leaves this link out`),
      );
    }
  }
  return warnings;
}

/** contentReference parameters and fields name existing entries; page index entries name existing nodes. */
export function checkReferences(store) {
  const problems = [];
  const entryIds = new Set(store.entries.map(({ data }) => data.entry._id));
  const nodeIds = new Set(store.nodes.map(({ data }) => data.id));
  for (const { file, data } of [...store.compositions, ...store.entries]) {
    for (const [value, path] of walk(data, '')) {
      if (!value || typeof value !== 'object' || value.type !== 'contentReference') continue;
      const ids = Array.isArray(value.value) ? value.value : [value.value];
      ids.forEach((id, index) => {
        if (!entryIds.has(id)) problems.push(problem(file, `${path}.value[${index}]`, `entry ${id} does not exist`));
      });
    }
  }
  for (const { file, data } of store.compositions) {
    for (const [component, path] of components(data.composition, 'composition')) {
      if (component._pattern && !store.patternIds?.has(component._pattern))
        problems.push(
          problem(file, `${path}._pattern`, `no pattern ${component._pattern} in content/componentPattern/`),
        );
    }
  }
  for (const { file, data } of store.entries) {
    if (data.entry.type !== 'pageIndex') continue;
    const id = data.entry.fields.entryID?.value;
    if (!nodeIds.has(id)) problems.push(problem(file, 'entry.fields.entryID', `no project map node has id ${id}`));
  }
  return problems;
}

function fieldValue(fields, name) {
  const field = fields?.[name];
  return field && typeof field === 'object' && 'value' in field ? field.value : field;
}

/** Every image asset has alt text (description or title) or is marked decorative, and its file exists. */
export function checkImages(store, fileExists) {
  const problems = [];
  for (const { file, data } of [...store.compositions, ...store.entries]) {
    for (const [value, path] of walk(data, '')) {
      if (!value || typeof value !== 'object' || value.type !== 'image' || !value.fields) continue;
      const alt =
        String(fieldValue(value.fields, 'description') ?? '').trim() ||
        String(fieldValue(value.fields, 'title') ?? '').trim();
      if (!alt && fieldValue(value.fields, 'decorative') !== true)
        problems.push(
          problem(file, `${path}.fields.description`, 'image has no alt text and is not marked decorative'),
        );
      const url = fieldValue(value.fields, 'url');
      if (typeof url !== 'string' || !url) problems.push(problem(file, `${path}.fields.url`, 'image has no url'));
      else if (url.startsWith('/') && !fileExists(url))
        problems.push(problem(file, `${path}.fields.url`, `image file public${url} does not exist`));
    }
  }
  for (const { file, data } of store.entries) {
    const social = fieldValue(data.entry.fields, 'socialImage');
    if (
      data.entry.type === 'pageIndex' &&
      typeof social === 'string' &&
      social.startsWith('/') &&
      !fileExists(social)
    ) {
      problems.push(problem(file, 'entry.fields.socialImage', `image file public${social} does not exist`));
    }
  }
  return problems;
}

/**
 * Every page has a seoTitle of at most 60 characters and a seoDescription of 70 to 160; an article's title is its page
 * title, so it is held to 60 too (lib/seo/metadata.ts never cuts a title: it would show whole, too long).
 */
export function checkSeo(store) {
  const problems = [];
  for (const { file, data } of store.entries) {
    if (data.entry.type === 'blogPost') {
      const title = String(fieldValue(data.entry.fields, 'title') ?? '').trim();
      if (title.length > SEO_TITLE_MAX)
        problems.push(problem(file, 'entry.fields.title', `${title.length} characters; at most ${SEO_TITLE_MAX}`));
    }
    if (data.entry.type !== 'pageIndex') continue;
    const title = String(fieldValue(data.entry.fields, 'seoTitle') ?? '').trim();
    const description = String(fieldValue(data.entry.fields, 'seoDescription') ?? '').trim();
    if (!title) problems.push(problem(file, 'entry.fields.seoTitle', 'missing'));
    else if (title.length > SEO_TITLE_MAX)
      problems.push(problem(file, 'entry.fields.seoTitle', `${title.length} characters; at most ${SEO_TITLE_MAX}`));
    if (!description) problems.push(problem(file, 'entry.fields.seoDescription', 'missing'));
    else if (description.length < SEO_DESCRIPTION_MIN || description.length > SEO_DESCRIPTION_MAX) {
      problems.push(
        problem(
          file,
          'entry.fields.seoDescription',
          `${description.length} characters; ${SEO_DESCRIPTION_MIN} to ${SEO_DESCRIPTION_MAX} expected`,
        ),
      );
    }
  }
  return problems;
}

function checkFields(file, path, fields, contentType, store, problems) {
  const declared = new Map((contentType.fields ?? []).map((field) => [field.id, field]));
  for (const [name, value] of Object.entries(fields ?? {})) {
    const field = declared.get(name);
    if (!field) {
      problems.push(problem(file, `${path}.${name}`, `field not defined in content type "${contentType.id}"`));
      continue;
    }
    // A value left in a field's old type (a link still as json) is read as no value at all.
    if (field.type && value?.type && value.type !== field.type) {
      problems.push(
        problem(
          file,
          `${path}.${name}.type`,
          `holds a "${value.type}" value; "${contentType.id}" declares "${field.type}"`,
        ),
      );
      continue;
    }
    if (field.type !== '$block' || !Array.isArray(value?.value)) continue;
    const allowed = field.typeConfig?.allowedTypes ?? [];
    value.value.forEach((block, index) => {
      const blockType = store.contentTypes.get(block.type);
      const at = `${path}.${name}.value[${index}]`;
      if (!blockType || blockType.type !== 'block' || !allowed.includes(block.type))
        problems.push(problem(file, `${at}.type`, `"${block.type}" is not a block type allowed in "${name}"`));
      else checkFields(file, `${at}.fields`, block.fields, blockType, store, problems);
    });
  }
  for (const field of declared.values()) {
    if (field.typeConfig?.required && fields?.[field.id] === undefined)
      problems.push(problem(file, `${path}.${field.id}`, `required by content type "${contentType.id}"`));
  }
}

/**
 * Every entry's type is a content type in content/contentType; its fields (and its blocks' fields) are declared there,
 * each holding a value of the declared type.
 */
export function checkContentTypes(store) {
  const problems = [];
  for (const { file, data } of store.entries) {
    const contentType = store.contentTypes.get(data.entry.type);
    if (!contentType || contentType.type === 'block')
      problems.push(problem(file, 'entry.type', `no content type "${data.entry.type}" in content/contentType/`));
    else checkFields(file, 'entry.fields', data.entry.fields, contentType, store, problems);
  }
  return problems;
}

/** Every text in content/ uses American spelling (./spelling.mjs lists the British forms it reports). */
export function checkSpelling(store) {
  const problems = [];
  for (const { file, data } of [...store.compositions, ...store.entries]) {
    for (const [value, path] of walk(data, '')) {
      if (typeof value !== 'string') continue;
      for (const { word, american } of britishSpellings(value))
        problems.push(problem(file, path, `British spelling "${word}": write "${american}"`));
    }
  }
  return problems;
}

export function checkAll(store, fileExists) {
  return [
    ...checkDefinitions(store),
    ...checkContentTypes(store),
    ...checkLinks(store),
    ...checkReferences(store),
    ...checkImages(store, fileExists),
    ...checkSeo(store),
    ...checkSpelling(store),
  ];
}
