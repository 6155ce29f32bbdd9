import { render, screen, waitFor } from '@testing-library/react';
import type { createCanvasChannel } from '@uniformdev/canvas';
import { CanvasEditingBridge } from '@/components/editing/CanvasEditingBridge/CanvasEditingBridge.client';
import { ENHANCE_ERROR, LiveComposition } from '@/lib/editing/LiveComposition.client';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

/** Every channel the page opens to the canvas. */
const opened = vi.hoisted(() => ({ channels: 0 }));
vi.mock('@uniformdev/canvas', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@uniformdev/canvas')>();
  return {
    ...sdk,
    createCanvasChannel: (options: Parameters<typeof createCanvasChannel>[0]) => {
      opened.channels += 1;
      return sdk.createCanvasChannel(options);
    },
  };
});

/** A message from the canvas, as its channel sends it. */
const fromCanvas = (message: object) =>
  window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));

/** A page in the canvas: the layout's bridge and the page's composition rendered in place. */
function renderEditingPage() {
  return render(
    <>
      <CanvasEditingBridge configuredHost="https://canvas.example" />
      <LiveComposition compositionId="page-1" path="/" helperUrl="http://127.0.0.1:9/enhance" render={vi.fn()}>
        <p>The page</p>
      </LiveComposition>
    </>,
  );
}

describe('the page’s channel to the canvas', () => {
  beforeEach(() => {
    opened.channels = 0;
    refresh.mockClear();
  });

  it('is one channel for the bridge and the composition rendered in place, and each still hears its messages', async () => {
    const page = renderEditingPage();
    await waitFor(() => expect(window.__UNIFORM_CONTEXTUAL_EDITING__).toBeDefined());
    expect(opened.channels).toBe(1);

    fromCanvas({ type: 'editor-state-updated' });
    expect(refresh).toHaveBeenCalledTimes(1);
    // The page's own composition goes to the editing helper (unreachable here: the error shows), never a refresh.
    fromCanvas({ type: 'update-composition-internal', composition: { _id: 'page-1', type: 'page' }, hash: 0 });
    expect(await screen.findByText(ENHANCE_ERROR)).toBeDefined();
    expect(refresh).toHaveBeenCalledTimes(1);
    // No consumer of the SDK acts on `update-composition`: neither does the page.
    fromCanvas({ type: 'update-composition', composition: { _id: 'header-1', type: 'header' }, hash: 0 });
    expect(refresh).toHaveBeenCalledTimes(1);

    page.unmount();
    fromCanvas({ type: 'editor-state-updated' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('takes the canvas’ compositions in their order, as canvas-react does: an older one arriving late is dropped', async () => {
    const posted: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const { composition } = JSON.parse(String(init.body)) as { composition: { type: string } };
        posted.push(composition.type);
        return new Response(JSON.stringify({ composition }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const rendered = vi.fn(async (form: FormData) => (
      <p>{(JSON.parse(String(form.get('composition'))) as { type: string }).type}</p>
    ));
    const page = render(
      <LiveComposition compositionId="page-1" path="/" helperUrl="http://127.0.0.1:9/enhance" render={rendered}>
        <p>The page</p>
      </LiveComposition>,
    );
    const update = (text: string, eventTimestamp: number) =>
      fromCanvas({ type: 'update-composition-internal', composition: { _id: 'page-1', type: text }, eventTimestamp });
    await waitFor(() => expect(opened.channels).toBe(1));
    update('second edit', 2_000);
    expect(await screen.findByText('second edit')).toBeDefined();
    update('first edit, late', 1_000);
    update('third edit', 3_000);
    expect(await screen.findByText('third edit')).toBeDefined();
    expect(posted).toEqual(['second edit', 'third edit']);
    page.unmount();
    vi.unstubAllGlobals();
  });
});
