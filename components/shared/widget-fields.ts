import type { ReactNode } from 'react';
import type { ComponentInstance } from '@uniformdev/canvas';
import type { LinkEntry } from '@/lib/links';
import type { RenderContext } from '@/lib/render/context';
import { enumParam, headingParam, linkEntryListParam, linkEntryParam, richTextParam, textParam } from '@/lib/params';
import type { HeadingLevel } from '@/lib/params';
import { renderRichText } from '../RichText/RichText';
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

export function ctaParam(component: ComponentInstance, name: string, context: RenderContext): Cta | undefined {
  return toCta(linkEntryParam(component, name), context);
}

export function ctaListParam(component: ComponentInstance, name: string, context: RenderContext): Cta[] {
  return linkEntryListParam(component, name).flatMap((entry) => toCta(entry, context) ?? []);
}

/** Navigation links: each resolved and labelled, the current page's marked. */
export function navLinks(entries: LinkEntry[], context: RenderContext): Cta[] {
  return entries.flatMap((entry) => {
    const cta = toCta(entry, context);
    return cta ? [{ ...cta, current: cta.href === context.path }] : [];
  });
}
