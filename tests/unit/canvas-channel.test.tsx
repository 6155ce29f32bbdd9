import { render, screen, waitFor } from '@testing-library/react';
import type { createCanvasChannel } from '@uniformdev/canvas';
import { CanvasEditingBridge } from '@/lib/editing/CanvasEditingBridge.client';
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
    fromCanvas({ type: 'update-composition', composition: { _id: 'page-1', type: 'page' }, hash: 0 });
    expect(await screen.findByText(ENHANCE_ERROR)).toBeDefined();
    expect(refresh).toHaveBeenCalledTimes(1);
    // Any other composition (the header open in the canvas, say) refreshes.
    fromCanvas({ type: 'update-composition', composition: { _id: 'header-1', type: 'header' }, hash: 0 });
    expect(refresh).toHaveBeenCalledTimes(2);

    page.unmount();
    fromCanvas({ type: 'editor-state-updated' });
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
