import type { ReactNode } from 'react';
import type { ComponentInstance } from '@uniformdev/canvas';
import type { RenderContext } from '@/lib/render/context';
import { Fragment } from 'react';
import { registry, isWidgetType, ROOT_TYPES, TRANSPARENT_TYPES } from '../registry';
import { UnknownComponent } from '../UnknownComponent/UnknownComponent';
import { EditorMarkers, type SlotPosition } from './EditorMarkers';

const reported = new Set<string>();
function reportUnknown(type: string, path: string) {
  const key = `${type} ${path}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(JSON.stringify({ level: 'Warning', message: 'Unknown component type', type, path }));
}

/**
 * Renders one component through the registry, its slots first; an unknown type becomes a visible notice. In editing
 * mode every component is wrapped in Uniform's editor markers.
 */
export function renderComponent(component: ComponentInstance, context: RenderContext, nested = false, position?: SlotPosition): ReactNode {
  const key = component._id ?? `${component.type}-missing-id`;
  const rendered = renderWidget(component, context, nested);
  if (!context.editing) return <Fragment key={key}>{rendered}</Fragment>;
  return (
    <EditorMarkers key={key} component={component} position={position}>
      {rendered}
    </EditorMarkers>
  );
}

function renderWidget(component: ComponentInstance, context: RenderContext, nested: boolean): ReactNode {
  if (!isWidgetType(component.type)) {
    reportUnknown(component.type, context.path);
    return <UnknownComponent type={component.type} />;
  }
  // Personalization and test wrappers are invisible: their variants sit where the wrapper sits.
  const childNested = TRANSPARENT_TYPES.has(component.type) ? nested : !ROOT_TYPES.has(component.type);
  const slots: Record<string, ReactNode[]> = {};
  for (const [slotName, children] of Object.entries(component.slots ?? {})) {
    slots[slotName] = children.map((child, index) =>
      renderComponent(child, context, childNested, { parent: component, slotName, index, total: children.length }),
    );
  }
  const Widget = registry[component.type];
  return <Widget component={component} context={context} slots={slots} nested={nested} />;
}

/** Renders a list of components (a slot's contents), each keyed by its `_id`. */
export function renderComponents(components: readonly ComponentInstance[] | undefined, context: RenderContext, nested = false): ReactNode[] {
  return (components ?? []).map((component) => renderComponent(component, context, nested));
}
