import type { ComponentInstance } from '@uniformdev/canvas';
import type { RenderContext } from '@/lib/render/context';
import { renderComponent } from '@/components/Composition/renderComponent';
import { JsonLd } from './JsonLd';

/** A composition loaded by lib/page/load-page.ts and its structured data (the canvas channel is the layout's). */
export function CompositionPage(props: {
  composition: ComponentInstance;
  context: RenderContext;
  jsonLd: { '@type': string }[];
}) {
  return (
    <>
      {renderComponent(props.composition, props.context)}
      <JsonLd data={props.jsonLd} />
    </>
  );
}
