import type { ReactNode } from 'react';
import type { ComponentInstance } from '@uniformdev/canvas';
import type { RenderContext } from '@/lib/render/context';
import { registry, isWidgetType, ROOT_TYPES } from '../registry';
import { UnknownComponent } from '../UnknownComponent/UnknownComponent';

const reported = new Set<string>();
function reportUnknown(type: string, path: string) {
  const key = `${type} ${path}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(JSON.stringify({ level: 'Warning', message: 'Unknown component type', type, path }));
}

/** Renders one component through the registry, its slots first; an unknown type becomes a visible notice. */
export function renderComponent(component: ComponentInstance, context: RenderContext, nested = false): ReactNode {
  const key = component._id ?? `${component.type}-missing-id`;
  if (!isWidgetType(component.type)) {
    reportUnknown(component.type, context.path);
    return <UnknownComponent key={key} type={component.type} />;
  }
  const slots: Record<string, ReactNode[]> = {};
  for (const [name, children] of Object.entries(component.slots ?? {})) {
    slots[name] = children.map((child) => renderComponent(child, context, !ROOT_TYPES.has(component.type)));
  }
  const Widget = registry[component.type];
  return <Widget key={key} component={component} context={context} slots={slots} nested={nested} />;
}

/** Renders a list of components (a slot's contents), each keyed by its `_id`. */
export function renderComponents(components: readonly ComponentInstance[] | undefined, context: RenderContext, nested = false): ReactNode[] {
  return (components ?? []).map((component) => renderComponent(component, context, nested));
}
