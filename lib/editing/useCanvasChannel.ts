'use client';

import { useCallback, useEffect, useRef } from 'react';

type CanvasSdk = typeof import('@uniformdev/canvas');

/** The canvas SDK and the page's channel to the canvas (`opener ?? top`, as the SDK's `UniformScript` opens it). */
export interface OpenChannel {
  sdk: CanvasSdk;
  channel: ReturnType<CanvasSdk['createCanvasChannel']>;
}

/** The page's one channel, shared by every component listening on it; closed when the last one stops. */
let shared: Promise<OpenChannel> | undefined;
let listeners = 0;

function openChannel(): Promise<OpenChannel> {
  // Loaded here, not imported above: only pages framed by the editor ever need the canvas SDK.
  shared ??= import('@uniformdev/canvas').then((sdk) => ({
    sdk,
    channel: sdk.createCanvasChannel({ broadcastTo: [window.opener ?? window.top], listenTo: [window] }),
  }));
  return shared;
}

function closeChannel() {
  const closing = shared;
  shared = undefined;
  void closing?.then(({ channel }) => channel.destroy());
}

/**
 * Listens on the page's canvas channel while mounted: `subscribe` runs once the channel is open and returns what
 * stops it. A new `subscribe` (keep it in useCallback) subscribes again.
 */
export function useCanvasChannel(subscribe: (open: OpenChannel) => () => void) {
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    listeners += 1;
    void openChannel().then((open) => {
      if (active) stop = subscribe(open);
    });
    return () => {
      active = false;
      stop?.();
      listeners -= 1;
      if (!listeners) closeChannel();
    };
  }, [subscribe]);
}

/**
 * Runs a canvas update now or, while the marketer types in place (a contentEditable element has focus), on the next
 * blur, as the SDK's client waits: only the latest waiting update runs, and nothing typed is overwritten.
 */
export function useAfterTyping(): (update: () => void) => void {
  const waiting = useRef<() => void>(undefined);
  useEffect(() => {
    const onBlur = () => {
      const update = waiting.current;
      waiting.current = undefined;
      update?.();
    };
    document.addEventListener('blur', onBlur, true);
    return () => document.removeEventListener('blur', onBlur, true);
  }, []);
  return useCallback((update: () => void) => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.isContentEditable) waiting.current = update;
    else update();
  }, []);
}
