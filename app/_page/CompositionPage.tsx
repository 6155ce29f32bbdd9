import type { ComponentInstance } from '@uniformdev/canvas';
import type { RenderContext } from '@/lib/render/context';
import { renderComponent } from '@/components/Composition/renderComponent';
import { CanvasEditingBridge } from '@/components/Integrations/CanvasEditingBridge.client';
import { JsonLd } from './JsonLd';

/** A composition loaded by lib/page/load-page.ts, its structured data, and the canvas channel when editing. */
export function CompositionPage(props: {
  composition: ComponentInstance;
  context: RenderContext;
  jsonLd: { '@type': string }[];
}) {
  return (
    <>
      {renderComponent(props.composition, props.context)}
      {props.context.editing ? <CanvasEditingBridge /> : null}
      <JsonLd data={props.jsonLd} />
    </>
  );
}
