import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createCanvasChannel,
  generateHash,
  type Channel,
  type ChannelMessage,
  type RootComponentInstance,
} from '@uniformdev/canvas';

/**
 * A stand-in for Uniform's canvas on its own origin: `/editor?src=…` frames the preview and speaks the canvas
 * channel (JSON-encoded `postMessage`, as `createCanvasChannel` sends it), and `/files/canvas-in-context-embed/index.js`
 * plays the embed script the canvas serves there: it finds the component around a clicked element by the start/end
 * markers and reports `select-component`, and reports a text parameter edited in place as
 * `update-component-parameter`, by the parameter attributes; a click on an empty slot's placeholder is `add-component`. It speaks only the SDK's own message types
 * (`ChannelMessage` of @uniformdev/canvas); the editor page records any other type it receives as `unknown-message`.
 */
export interface FakeCanvasEditor {
  url: string;
  close(): Promise<void>;
}

/**
 * Every message type of the SDK's canvas channel, and what this stand-in does with it: a new type in the SDK fails the
 * typecheck here until it is placed.
 */
export const CHANNEL_MESSAGE_TYPES: Record<ChannelMessage['type'], { modelled: string } | { notModelled: string }> = {
  ready: { modelled: 'received from the preview (the site’s bridge); the tests read its fields' },
  'editor-state-updated': {
    modelled: 'sent after each edit (`editorUpdate`), once the editor state (63) holds it: the RSC client refreshes',
  },
  'update-composition-internal': {
    modelled:
      'sent with each edit (`editorUpdate`): the composition, its hash with the preview secret and the edit’s time; canvas-react renders it, dropping one older than the last it took. `updateCompositionInternal` sends one alone, late ones too',
  },
  'update-composition': {
    notModelled:
      'the channel’s `updateComposition` (hash from a secret given in the preview); no consumer of the SDK (canvas-react, canvas-vue, the RSC client) acts on it',
  },
  'select-component': { modelled: 'sent by the embed script on a click, with the id found by the markers' },
  'update-component-parameter': { modelled: 'sent by the embed script while a text parameter is typed in place' },
  'session-pending': { notModelled: 'sent by previews that authenticate first; the site needs no sign-in' },
  'awaiting-ready': { notModelled: 'pairs with session-pending; not used by the site' },
  'trigger-component-action': { notModelled: 'the embed script’s toolbar (insert, duplicate, delete…): editor UI' },
  'update-component-references': { notModelled: 'the embed script’s overlay positions: editor UI' },
  'add-component': {
    modelled: 'sent by the embed script on a click on an empty slot’s placeholder; the test then inserts and updates',
  },
  'move-component': { notModelled: 'the editor moves the component in its own state, then editor-state-updated' },
  'open-parameter-editor': { notModelled: 'opens the editor’s side panel: editor UI' },
  'dismiss-placeholder': { notModelled: 'editor UI for an empty slot’s placeholder' },
  'trigger-composition-action': { notModelled: 'save and publish buttons of the editor: editor UI' },
  'update-preview-settings': { notModelled: 'the editor’s preview panel settings; the site reads none' },
  'update-feature-flags': { notModelled: 'the editor’s own feature flags for the embed script' },
  'update-ai-actions': { notModelled: 'the editor’s AI actions for the embed script' },
  'update-contextual-editing-state-internal': {
    notModelled: 'between the embed script and useUniformContextualEditingState; the site uses neither',
  },
  'report-rendered-compositions': { notModelled: 'sent by previews that render several compositions by id' },
  'select-parameter': { notModelled: 'the embed script’s focus on a parameter: editor UI' },
  'request-component-suggestion': { notModelled: 'AI component suggestions: editor UI' },
  'suggest-component': { notModelled: 'AI component suggestions: editor UI' },
  'request-page-html': { notModelled: 'the editor asks for the page’s HTML (SEO tools); not exercised' },
  'send-page-html': { notModelled: 'the answer to request-page-html; not exercised' },
  'context-storage-command-executed': { notModelled: 'Uniform Context dev tools; the site’s Context is not framed' },
};

const editorPage = (src: string) => `<!doctype html><html lang="en"><head><title>Fake canvas</title></head><body>
<iframe id="preview" title="Preview" src="${src.replace(/"/g, '&quot;')}" style="width:1200px;height:800px"></iframe>
<script>
  const known = ${JSON.stringify(Object.keys(CHANNEL_MESSAGE_TYPES))};
  window.received = [];
  window.addEventListener('message', (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch { message = { type: 'unparsable' }; }
    window.received.push(known.includes(message.type) ? message : { type: 'unknown-message', message });
  });
  window.sendToPreview = (message) => document.getElementById('preview').contentWindow.postMessage(JSON.stringify(message), '*');
</script></body></html>`;

const embedScript = `(() => {
  const send = (message) => window.parent.postMessage(JSON.stringify(message), '*');
  const componentAround = (target) => {
    const open = [];
    for (const marker of document.querySelectorAll('script[data-role^="uniform-component-"]')) {
      if (!(marker.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
      if (marker.dataset.role === 'uniform-component-start') open.push(marker);
      else open.pop();
    }
    return open.at(-1);
  };
  document.addEventListener('click', (event) => {
    const start = componentAround(event.target);
    if (!start) return;
    // An empty slot's placeholder is the editor's drop target: a click there adds a component at its place.
    if (start.dataset.isPlaceholder === 'true') {
      send({ type: 'add-component', parentId: start.dataset.parentId, slotName: start.dataset.slotName, index: 0 });
    } else {
      send({ type: 'select-component', id: start.dataset.componentId });
    }
  }, true);
  document.addEventListener('input', (event) => {
    const parameter = event.target.closest('[data-uniform-parameter-id]');
    if (!parameter || parameter.dataset.uniformParameterType !== 'text') return;
    send({
      type: 'update-component-parameter',
      componentId: parameter.dataset.uniformComponentId,
      parameterId: parameter.dataset.uniformParameterId,
      value: parameter.textContent,
    });
  }, true);
})();`;

export async function startFakeCanvasEditor(): Promise<FakeCanvasEditor> {
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/editor') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(editorPage(url.searchParams.get('src') ?? ''));
    }
    if (url.pathname === '/files/canvas-in-context-embed/index.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      return res.end(embedScript);
    }
    res.writeHead(404);
    res.end();
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A message exactly as the SDK's own channel (`createCanvasChannel`, the editor's side of it) sends it. */
function sentByTheSdk(send: (channel: Channel) => void): ChannelMessage {
  let sent: string | undefined;
  const preview = { postMessage: (data: string) => (sent = data) } as unknown as Window;
  send(createCanvasChannel({ listenTo: [], broadcastTo: [preview] }));
  return JSON.parse(sent ?? '{}') as ChannelMessage;
}

/** `update-composition-internal` for `composition`, hashed with the preview secret, at `eventTimestamp` (now). */
export const updateCompositionInternal = (
  composition: RootComponentInstance,
  secret: string,
  eventTimestamp?: number,
) =>
  sentByTheSdk((channel) =>
    channel.updateCompositionInternal(composition, generateHash({ composition, secret }), eventTimestamp),
  );

export const editorStateUpdated = () => sentByTheSdk((channel) => channel.editorStateUpdated());

/**
 * What the editor sends a preview after a marketer's edit, once its state (63) holds it: the edited composition for
 * the SDK's client components (`update-composition-internal`, with its hash and time) and `editor-state-updated` for
 * the RSC client. Which of them uniform.app sends a preview that announced `rsc: true` only uniform.app can say
 * (docs/editing.md): the stand-in sends both, so either consumer would act.
 */
export const editorUpdate = (composition: RootComponentInstance, secret: string): ChannelMessage[] => [
  updateCompositionInternal(composition, secret),
  editorStateUpdated(),
];
