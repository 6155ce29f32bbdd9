import type { ComponentInstance } from '@uniformdev/canvas';
import type { RenderContext } from '@/lib/render/context';
import { EditorMarkers, EmptySlotTarget, slotPlaceholder } from '@/lib/editing/EditorMarkers';
import type { Cta } from './CtaLink';
import { linkCta, textNode } from './widget-fields';

/**
 * Lists of links as slots of small link components (docs/content-and-uniform.md#links), read by the component that
 * holds the slot, as the registry's `navigationLink`, `navigationColumn`, `socialLink` and `shortQuote` render nothing.
 */

/** The components of a slot of the given type, in order (Uniform's personalization wrappers are not links). */
export function slotComponents(component: ComponentInstance, slotName: string, type: string): ComponentInstance[] {
  return (component.slots?.[slotName] ?? []).filter((child) => child.type === type);
}

/** One `navigationLink` component: its label (editable in place), link, new tab and nofollow checkboxes. */
function navigationLinkCta(link: ComponentInstance, context: RenderContext): Cta | undefined {
  return linkCta(link, context, textNode(link, 'label', context), {
    link: 'link',
    newTab: 'openInNewTab',
    noFollow: 'noFollow',
  });
}

/**
 * An empty slot's placeholder in the canvas, where a link is listed: its markers around the editor's drop target, as
 * a component slot holds one (`kind: 'placeholder'`, drawn without an anchor).
 */
function placeholderCta(component: ComponentInstance, componentId: string, slotName: string): Cta {
  const position = { parent: component, slotName, index: 0, total: 1 };
  const label = (
    <EditorMarkers component={slotPlaceholder(componentId, slotName)} position={position}>
      <EmptySlotTarget />
    </EditorMarkers>
  );
  return { href: '', kind: 'placeholder', label };
}

/**
 * A slot of `navigationLink` components as calls to action, in order; unusable links are left out. In the canvas a
 * link's label carries its component's markers, so a click on the link selects it, and an empty slot holds a
 * placeholder to add a link to (none with the canvas' visual editing off).
 */
export function slotLinks(component: ComponentInstance, slotName: string, context: RenderContext): Cta[] {
  const children = component.slots?.[slotName] ?? [];
  if (context.editing && context.visualEditing !== false && !children.length && component._id) {
    return [placeholderCta(component, component._id, slotName)];
  }
  return slotComponents(component, slotName, 'navigationLink').flatMap((link) => {
    const cta = navigationLinkCta(link, context);
    if (!cta || !context.editing) return cta ? [cta] : [];
    const position = { parent: component, slotName, index: children.indexOf(link), total: children.length };
    const label = (
      <EditorMarkers component={link} position={position}>
        {cta.label}
      </EditorMarkers>
    );
    return [{ ...cta, label }];
  });
}
