import { Fragment, type ReactNode } from 'react';
import type { EnrichmentData } from '@uniformdev/context';
import { CANVAS_ENRICHMENT_TAG_PARAM, isComponentPlaceholderId, type ComponentInstance } from '@uniformdev/canvas';
import { decisionFor, type RenderContext } from '@/lib/render/context';
import { registry, isWidgetType, ROOT_TYPES, TRANSPARENT_TYPES } from '../../registry';
import type { SlotChild } from '../../types';
import { UnknownComponent } from '../../editing/UnknownComponent/UnknownComponent';
import { EditorMarkers, EmptySlotTarget, slotPlaceholder, type SlotPosition } from '@/lib/editing/EditorMarkers';
import { editableTree } from '@/lib/editing/editable';
import { EnrichmentTags } from '../../integrations/Personalize/EnrichmentTags.client';

const reported = new Set<string>();
function reportUnknown(type: string, path: string) {
  const key = `${type} ${path}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(JSON.stringify({ level: 'Warning', message: 'Unknown component type', type, path }));
}

/** A component's enrichment tags (`$enr`): each names a category, a key and the score a view adds. */
function enrichmentTags(component: ComponentInstance): EnrichmentData[] {
  const value = component.parameters?.[CANVAS_ENRICHMENT_TAG_PARAM]?.value;
  if (!Array.isArray(value)) return [];
  return value.flatMap((tag: unknown) => {
    const { cat, key, str } = (tag ?? {}) as Record<string, unknown>;
    const strength = Number(str);
    return typeof cat === 'string' && typeof key === 'string' && Number.isFinite(strength)
      ? [{ cat, key, str: strength }]
      : [];
  });
}

function isEmpty(node: ReactNode): boolean {
  return node === null || node === undefined || node === false || node === '';
}

/**
 * Renders one component through the registry; an unknown type becomes a visible notice. Returns null when the widget
 * renders nothing, so a parent can leave it out. In editing mode every component is wrapped in Uniform's editor
 * markers, empty or not, so the editor can still select it.
 */
export function renderComponent(
  component: ComponentInstance,
  context: RenderContext,
  nested = false,
  position?: SlotPosition,
): ReactNode {
  const key = component._id ?? `${component.type}-missing-id`;
  if (context.editing) {
    const editable = editableTree(component);
    // A placeholder stands for an empty slot: the editor's drop target.
    const rendered = isComponentPlaceholderId(editable._id) ? (
      <EmptySlotTarget />
    ) : (
      renderWidget(editable, context, nested)
    );
    return (
      <EditorMarkers key={key} component={editable} position={position}>
        {rendered}
      </EditorMarkers>
    );
  }
  if (decisionFor(context, component, 'viz')?.visible === false) return null;
  const rendered = renderWidget(component, context, nested);
  if (isEmpty(rendered)) return null;
  const tags = enrichmentTags(component);
  return tags.length ? (
    <EnrichmentTags key={key} tags={tags}>
      {rendered}
    </EnrichmentTags>
  ) : (
    <Fragment key={key}>{rendered}</Fragment>
  );
}

function renderWidget(component: ComponentInstance, context: RenderContext, nested: boolean): ReactNode {
  if (!isWidgetType(component.type)) {
    reportUnknown(component.type, context.path);
    return <UnknownComponent type={component.type} />;
  }
  // Personalization and test wrappers are invisible: their variants sit where the wrapper sits.
  const childNested = TRANSPARENT_TYPES.has(component.type) ? nested : !ROOT_TYPES.has(component.type);
  const renderSlot = (slotName: string): SlotChild[] => {
    const children = slotChildren(component, slotName, context);
    return children.flatMap((child, index) => {
      const position = { parent: component, slotName, index, total: children.length };
      const node = renderComponent(child, context, childNested, position);
      return isEmpty(node) ? [] : [{ id: child._id ?? `${child.type}-${index}`, component: child, node }];
    });
  };
  // Called as a function, not mounted as an element, so the parent sees a child that renders nothing.
  return registry[component.type]({ component, context, nested, renderSlot });
}

/**
 * A slot's components; in the canvas an empty slot holds one placeholder (as the editor's own composition does), so
 * a component can be added to it; with the canvas' visual editing off (its preview toggle) none, as the SDK does.
 */
function slotChildren(component: ComponentInstance, slotName: string, context: RenderContext): ComponentInstance[] {
  const children = component.slots?.[slotName] ?? [];
  if (!context.editing || context.visualEditing === false || children.length || !component._id) return children;
  return [slotPlaceholder(component._id, slotName)];
}
