import type { ComponentInstance } from '@uniformdev/canvas';
import type { RenderContext } from '@/lib/render/context';
import { renderComponent } from '@/components/rendering/Composition/renderComponent';
import { LiveComposition } from '@/components/editing/CanvasEditingBridge/lazy-editing.client';
import { editingHelperUrl } from '@/lib/editing/helper';
import { renderEditedComposition } from '@/app/_editing/render-action';
import { JsonLd } from './JsonLd';
import { environment } from '@/lib/settings';

/**
 * A composition loaded by lib/page/load-page.ts and its structured data (the canvas channel is the layout's). In the
 * canvas editor it re-renders in place from the compositions the editor sends (LiveComposition).
 */
export function CompositionPage(props: {
  composition: ComponentInstance;
  context: RenderContext;
  jsonLd: { '@type': string }[];
}) {
  const { composition, context } = props;
  const rendered = renderComponent(composition, context);
  return (
    <>
      {context.editing && composition._id ? (
        <LiveComposition
          compositionId={composition._id}
          path={context.path}
          helperUrl={editingHelperUrl(environment())}
          render={renderEditedComposition}
        >
          {rendered}
        </LiveComposition>
      ) : (
        rendered
      )}
      <JsonLd data={props.jsonLd} />
    </>
  );
}
