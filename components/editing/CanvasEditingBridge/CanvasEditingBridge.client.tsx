'use client';

import { useCallback } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useAfterTyping, useCanvasChannel, type OpenChannel } from '@/lib/editing/useCanvasChannel';

/** The content-health panel (components/editing/ContentHealth), in a chunk of its own loaded only in the canvas. */
const ContentHealthPanel = dynamic(() =>
  import('../ContentHealth/ContentHealthPanel.client').then((module) => module.ContentHealthPanel),
);

/** Where the canvas serves its contextual-editing script, on its own host. */
const EMBED_SCRIPT_PATH = '/files/canvas-in-context-embed/index.js';

/**
 * What the SDK's `UniformScript` (@uniformdev/canvas-next-rsc-client) does in the canvas frame, rendered only when the
 * request is in editing mode: the SDK's flag (with `canvasPackageVersion`), the editor's embed script from the canvas
 * host, `ready` announced on the page's canvas channel (useCanvasChannel.ts, shared with LiveComposition), and a server
 * re-render on `editor-state-updated` (as the SDK's RSC client, which acts on nothing else) that waits while the
 * marketer types in place (a contentEditable element has focus) and happens on blur instead, so no typed character is
 * overwritten by a refresh.
 */
export function CanvasEditingBridge({ configuredHost }: { configuredHost: string }) {
  const router = useRouter();
  const afterTyping = useAfterTyping();
  const subscribe = useCallback(
    ({ sdk, channel }: OpenChannel) => {
      window.__UNIFORM_CONTEXTUAL_EDITING__ = { framework: 'React', version: 2, canvasPackageVersion: sdk.version };
      if (!document.getElementById(sdk.IN_CONTEXT_EDITOR_EMBED_SCRIPT_ID)) {
        const host = canvasHost(document.referrer, configuredHost, sdk.isAllowedReferrer);
        const script = document.createElement('script');
        script.id = sdk.IN_CONTEXT_EDITOR_EMBED_SCRIPT_ID;
        script.setAttribute('data-rsc', 'true');
        script.src = new URL(EMBED_SCRIPT_PATH, host).toString();
        script.async = true;
        document.head.appendChild(script);
      }
      // The one message the SDK's RSC client refreshes on; `update-composition-internal` is LiveComposition's.
      const off = channel.on('editor-state-updated', () => afterTyping(() => router.refresh()));
      channel.ready({ rsc: true });
      return off;
    },
    [router, configuredHost, afterTyping],
  );
  useCanvasChannel(subscribe);
  return <ContentHealthPanel />;
}

/**
 * The canvas host, as the SDK's `UniformScript` picks it: the frame's referrer when it is an allowed Uniform host, or
 * the configured editor (a self-hosted or test canvas); else the configured editor (by default uniform.app).
 */
export function canvasHost(referrer: string, configured: string, isAllowed: (referrer: string) => boolean): string {
  if (!referrer) return configured;
  if (isAllowed(referrer) || new URL(referrer).origin === new URL(configured).origin) return referrer;
  return configured;
}
