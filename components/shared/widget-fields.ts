import type { ReactNode } from 'react';
import type { ComponentInstance } from '@uniformdev/canvas';
import type { LinkEntry } from '@/lib/routing/links';
import type { RenderContext } from '@/lib/render/context';
import { boolParam, enumParam, headingParam, linkParam, richTextParam, textParam } from '@/lib/render/params';
import type { HeadingLevel } from '@/lib/render/params';
import { renderRichText } from '../rendering/RichText/RichText';
import { editableRichText, editableText } from '@/lib/editing/editable';
import type { Cta } from './CtaLink';
import { BACKGROUNDS } from './Section';

/**
 * CMS layer: what most widgets read, turned into display props. Text parameters become nodes here, the one place
 * where the canvas' inline-editing attributes are attached (only when the render context says it is for the editor).
 */

export function textNode(component: ComponentInstance, name: string, context: RenderContext): ReactNode {
  return editableText(component, name, textParam(component, name), context.editing);
}

export function richTextNode(component: ComponentInstance, name: string, context: RenderContext): ReactNode {
  return editableRichText(component, name, renderRichText(richTextParam(component, name), context), context.editing);
}

/** `heading` and `headingType` (or another name and its `*Type`) as `{heading, headingLevel}`. */
export function headingFields(
  component: ComponentInstance,
  context: RenderContext,
  fallback: HeadingLevel,
  name = 'heading',
) {
  return {
    heading: textNode(component, name, context),
    headingLevel: headingParam(component, `${name}Type`, fallback),
  };
}

/** `title` and `titleType` as `{title, titleLevel}`. */
export function titleFields(component: ComponentInstance, context: RenderContext, fallback: HeadingLevel) {
  return { title: textNode(component, 'title', context), titleLevel: headingParam(component, 'titleType', fallback) };
}

/** A band's `backgroundColor` and `anchor`. */
export function bandFields(component: ComponentInstance, backgroundName = 'backgroundColor') {
  return {
    background: enumParam(component, backgroundName, BACKGROUNDS, 'transparent'),
    anchor: textParam(component, 'anchor'),
  };
}

/** A link entry resolved through the site's links, labelled with its title (or `label`); undefined when unusable. */
export function toCta(
  entry: LinkEntry | undefined,
  context: RenderContext,
  label: ReactNode = entry?.linkTitle,
): Cta | undefined {
  if (!entry || !label) return undefined;
  const link = context.resolveLink(entry.link, { targetAction: entry.targetAction, noFollow: entry.noFollow });
  if (!link) return undefined;
  return { ...link, label, newTabNote: link.target === '_blank' ? context.t('link.opens-in-new-tab') : undefined };
}

/**
 * A call to action held in a component's own parameters (docs/content-and-uniform.md#links): the `link` parameter
 * `name`, its label `<name>Label` (editable in place) unless another field labels it, and the checkboxes
 * `<name>NewTab` and `<name>NoFollow`.
 */
export function ctaParam(
  component: ComponentInstance,
  name: string,
  context: RenderContext,
  label: ReactNode = textNode(component, `${name}Label`, context),
): Cta | undefined {
  return linkCta(component, context, label, { link: name, newTab: `${name}NewTab`, noFollow: `${name}NoFollow` });
}

/** A link parameter, labelled, opened in a new tab and marked nofollow as the named checkbox parameters say. */
export function linkCta(
  component: ComponentInstance,
  context: RenderContext,
  label: ReactNode,
  ids: { link: string; newTab: string; noFollow: string },
): Cta | undefined {
  return toCta(
    {
      link: linkParam(component, ids.link),
      targetAction: boolParam(component, ids.newTab) ? '_blank' : undefined,
      noFollow: boolParam(component, ids.noFollow),
    },
    context,
    label,
  );
}

/** Navigation links: the current page's marked. */
export function navLinks(links: Cta[], context: RenderContext): Cta[] {
  return links.map((cta) => ({ ...cta, current: cta.href === context.path }));
}
