import { IMAGE_MAX_BYTES, IMAGE_MAX_WIDTH, VAGUE_LINK_TEXTS } from './settings.mjs';
import { componentsOf, fieldValue, nodesOf, richTextPlain } from './tree.mjs';
import { componentProblem } from './problem.mjs';

/** A page link's problem: its page is missing, or not published (unpublished or only ever a draft), or none. */
export function pageLinkProblem(link, site) {
  const target = site.nodes.get(link.nodeId);
  if (!target && !site.articlePaths.has(link.path))
    return { severity: 'error', message: `links to ${link.path ?? 'a page'} that does not exist` };
  if (site.withheldNodeIds.has(link.nodeId))
    return {
      severity: 'warning',
      message: `links to ${target ?? link.path}, which is not published: the site leaves this link out`,
    };
  return undefined;
}

/** Whether a link's text says nothing about where it goes ("click here", "read more"). */
export function isVagueLinkText(text) {
  const words = String(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return VAGUE_LINK_TEXTS.includes(words);
}

/** An image's alt text: its description, else its title; empty when it has neither. */
export function imageAlt(fields) {
  return String(fieldValue(fields, 'description') ?? '').trim() || String(fieldValue(fields, 'title') ?? '').trim();
}

export const isDecorative = (fields) => fieldValue(fields, 'decorative') === true;

/** Links: to missing or unpublished pages; labels (`label`, `…Label`, rich-text links) that say nothing. */
export function checkLinks(composition, site) {
  const problems = [];
  for (const [component, path] of componentsOf(composition)) {
    for (const [name, parameter] of Object.entries(component.parameters ?? {})) {
      const value = parameter?.value;
      for (const node of nodesOf(value)) {
        if (!node || typeof node !== 'object') continue;
        if (node.type === 'projectMapNode' && node.nodeId) {
          const found = pageLinkProblem(node, site);
          if (found)
            problems.push(componentProblem('link-target', component, path, name, found.message, site, found.severity));
        }
        if (node.type === 'link' && Array.isArray(node.children) && isVagueLinkText(richTextPlain(node)))
          problems.push(
            componentProblem(
              'link-text',
              component,
              path,
              name,
              `link text "${richTextPlain(node).trim()}" says nothing about where it goes`,
              site,
            ),
          );
      }
      if ((name === 'label' || name.endsWith('Label')) && typeof value === 'string' && isVagueLinkText(value))
        problems.push(
          componentProblem(
            'link-text',
            component,
            path,
            name,
            `link text "${value.trim()}" says nothing about where it goes`,
            site,
          ),
        );
    }
  }
  return problems;
}

/** Images: alt text or marked decorative; a source within the image budget (width, and bytes where known). */
export function checkImages(composition, site) {
  const problems = [];
  for (const [component, path] of componentsOf(composition)) {
    for (const [name, parameter] of Object.entries(component.parameters ?? {})) {
      if (parameter?.type !== 'asset' || !Array.isArray(parameter.value)) continue;
      for (const image of parameter.value) {
        if (image?.type !== 'image' || !image.fields) continue;
        if (!imageAlt(image.fields) && !isDecorative(image.fields))
          problems.push(
            componentProblem(
              'image-alt',
              component,
              path,
              name,
              'image has no alt text and is not marked decorative',
              site,
            ),
          );
        const url = fieldValue(image.fields, 'url');
        const width = Number(fieldValue(image.fields, 'width'));
        const bytes = typeof url === 'string' ? site.imageBytes?.(url) : undefined;
        if (width > IMAGE_MAX_WIDTH)
          problems.push(
            componentProblem(
              'image-size',
              component,
              path,
              name,
              `image source is ${width} px wide; at most ${IMAGE_MAX_WIDTH}`,
              site,
            ),
          );
        else if (bytes !== undefined && bytes > IMAGE_MAX_BYTES)
          problems.push(
            componentProblem(
              'image-size',
              component,
              path,
              name,
              `image file is ${Math.round(bytes / 1024)} kB; at most ${IMAGE_MAX_BYTES / 1024} kB`,
              site,
            ),
          );
      }
    }
  }
  return problems;
}
