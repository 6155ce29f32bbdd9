'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { UpdateCompositionInternalMessage } from '@uniformdev/canvas';
import { useAfterTyping, useCanvasChannel, type OpenChannel } from './useCanvasChannel';
import { enhanceThroughHelper } from './helper-client';

/** What the page shows, above its last good render, when the editing helper's answer cannot be used. */
export const ENHANCE_ERROR = 'Error reading enhanced composition';

/** A live render and the server render it stands in for: a newer server render (a refresh) wins over it. */
interface LiveRender {
  base: ReactNode;
  node?: ReactNode;
  failed: boolean;
}

/**
 * The composition open in the canvas, re-rendered in place from each `update-composition-internal` the canvas sends,
 * the message @uniformdev/canvas-react's `useUniformContextualEditing` acts on, in its order: one older (by its
 * `eventTimestamp`) than the last one taken is dropped, and of answers still on their way only the last one taken
 * shows. The composition and its hash are posted as JSON to the editing helper
 * (helper-client.ts: signed with the page's pass, or the SDK's `createUniformApiEnhancer` for a helper elsewhere), which checks the hash and enhances it, and the answer is rendered by a server action
 * through the page's own renderer, with no read from Uniform. A failed answer shows the error and keeps the last good
 * render. It listens on the page's canvas channel (useCanvasChannel.ts, shared with the bridge); while the marketer
 * types in place the update waits for blur, as the bridge's refresh does (docs/editing.md#the-editing-helper).
 */
export function LiveComposition(props: {
  compositionId: string;
  path: string;
  helperUrl: string;
  /** The server action that renders an enhanced composition (app/_editing/render-action.ts), passed in by the server page. */
  render: (form: FormData) => Promise<ReactNode>;
  children: ReactNode;
}) {
  const { compositionId, path, helperUrl, render, children } = props;
  const [live, setLive] = useState<LiveRender>();
  const base = useRef(children);
  useEffect(() => {
    base.current = children;
  }, [children]);

  const afterTyping = useAfterTyping();
  const subscribe = useCallback(
    ({ sdk, channel }: OpenChannel) => {
      let active = true;
      let latest = 0;
      let newest: number | undefined;
      const show = async (message: UpdateCompositionInternalMessage) => {
        const request = ++latest;
        try {
          const enhanced = await enhanceThroughHelper(sdk, helperUrl, message);
          const form = new FormData();
          form.set('composition', JSON.stringify(enhanced));
          form.set('path', path);
          const node = await render(form);
          if (active && request === latest) setLive({ base: base.current, node, failed: false });
        } catch {
          if (!active || request !== latest) return;
          setLive((last) => ({
            base: base.current,
            node: last && last.base === base.current ? last.node : undefined,
            failed: true,
          }));
        }
      };
      const off = channel.on('update-composition-internal', (message) => {
        if (!sdk.isUpdateCompositionInternalMessage(message) || message.composition._id !== compositionId) return;
        if (newest && message.eventTimestamp && message.eventTimestamp <= newest) return;
        newest = message.eventTimestamp ?? newest;
        afterTyping(() => void show(message));
      });
      return () => {
        active = false;
        off();
      };
    },
    [compositionId, path, helperUrl, render, afterTyping],
  );
  useCanvasChannel(subscribe);

  const current = live?.base === children ? live : undefined;
  return (
    <div data-live-composition={compositionId} style={{ display: 'contents' }}>
      {current?.failed ? (
        <p role="alert" className="alert alert-danger m-3">
          {ENHANCE_ERROR}
        </p>
      ) : null}
      {current && current.node !== undefined ? current.node : children}
    </div>
  );
}
