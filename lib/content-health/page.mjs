import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from './settings.mjs';
import { componentsOf, isEmptyValue, isSystemName, nodesOf, paramValue } from './tree.mjs';
import { componentProblem } from './problem.mjs';

const normalized = (text) =>
  String(text ?? '')
    .trim()
    .toLowerCase();

/**
 * A page's title and description (its page index entry): present, within 60 / 160 characters, used by no other page.
 * Reported on the composition's root (the canvas selects the page).
 */
export function checkSeo(composition, page, site) {
  const problems = [];
  const others = site.pages.filter((other) => other.path !== page.path);
  const fields = [
    ['seoTitle', 'title', SEO_TITLE_MAX],
    ['seoDescription', 'description', SEO_DESCRIPTION_MAX],
  ];
  for (const [field, label, max] of fields) {
    const text = String(page[field] ?? '').trim();
    const report = (message) =>
      problems.push(componentProblem(`seo-${label}`, composition, 'composition', field, message, site));
    if (!text) report(`page ${label} is missing`);
    else if (text.length > max) report(`page ${label} is ${text.length} characters; at most ${max}`);
    const twin = text && others.find((other) => normalized(other[field]) === normalized(text));
    if (twin) report(`page ${label} is the same as ${twin.path}'s`);
  }
  return problems;
}

/** The heading levels a component draws: its `…Type` heading selects (value or default) and its rich-text headings. */
function headingsOf(component, definition) {
  const found = [];
  for (const parameter of definition?.parameters ?? []) {
    const options = parameter.typeConfig?.options ?? [];
    if (
      parameter.type !== 'select' ||
      !parameter.id.endsWith('Type') ||
      !options.some((option) => option.value === 'h1')
    )
      continue;
    const textId = parameter.id.slice(0, -'Type'.length);
    const hasText = (definition.parameters ?? []).some((other) => other.id === textId);
    if (
      hasText &&
      isEmptyValue(paramValue(component, textId)) &&
      isEmptyValue(paramValue(component, `${textId}Override`))
    )
      continue;
    const level = String(paramValue(component, parameter.id) ?? parameter.typeConfig?.defaultValue ?? '');
    if (/^h[1-6]$/.test(level)) found.push({ level: Number(level[1]), parameter: parameter.id });
  }
  for (const [name, value] of Object.entries(component.parameters ?? {})) {
    if (value?.type !== 'richText') continue;
    for (const node of nodesOf(value.value))
      if (node?.type === 'heading' && /^h[1-6]$/.test(node.tag ?? ''))
        found.push({ level: Number(node.tag[1]), parameter: name });
  }
  return found;
}

/** A later variant of a personalization or test (slots `pz`, `test`): a visitor sees one, so only the first counts. */
const isAlternative = (path) => /\.slots\.(pz|test)\[[1-9]\d*\]/.test(path);

/** Exactly one h1 on a page, and no level skipped on the way down (an h2 straight to an h4). */
export function checkHeadings(composition, site) {
  const problems = [];
  let previous = 0;
  const h1s = [];
  for (const [component, path] of componentsOf(composition)) {
    if (isAlternative(path)) continue;
    for (const heading of headingsOf(component, site.definitions.get(component.type))) {
      if (heading.level === 1) h1s.push([component, path, heading.parameter]);
      if (previous && heading.level > previous + 1)
        problems.push(
          componentProblem(
            'heading-order',
            component,
            path,
            heading.parameter,
            `h${heading.level} follows h${previous}: heading level skipped`,
            site,
          ),
        );
      previous = heading.level;
    }
  }
  if (h1s.length === 0)
    problems.push(componentProblem('heading-h1', composition, 'composition', undefined, 'page has no h1', site));
  for (const [component, path, parameter] of h1s.slice(1))
    problems.push(
      componentProblem(
        'heading-h1',
        component,
        path,
        parameter,
        `page has ${h1s.length} h1 headings; one expected`,
        site,
      ),
    );
  return problems;
}

/** Parameters the component's definition marks required are not empty. */
export function checkRequired(composition, site) {
  const problems = [];
  for (const [component, path] of componentsOf(composition)) {
    if (isSystemName(component.type) || component._pattern) continue;
    for (const parameter of site.definitions.get(component.type)?.parameters ?? []) {
      if (parameter.typeConfig?.required === true && isEmptyValue(paramValue(component, parameter.id)))
        problems.push(
          componentProblem(
            'required',
            component,
            path,
            parameter.id,
            `${parameter.name ?? parameter.id} is required and empty`,
            site,
          ),
        );
    }
  }
  return problems;
}
