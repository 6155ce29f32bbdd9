import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Uniform's canvas on its own origin: `/editor?src=…` frames the preview and speaks the canvas
 * channel (JSON-encoded `postMessage`, as `createCanvasChannel` sends it), and `/files/canvas-in-context-embed/index.js`
 * plays the embed script the canvas serves there: it finds the component around a clicked element by the start/end
 * markers and reports `select-component`, and reports a text parameter edited in place as
 * `update-component-parameter`, by the parameter attributes.
 */
export interface FakeCanvasEditor {
  url: string;
  close(): Promise<void>;
}

const editorPage = (src: string) => `<!doctype html><html lang="en"><head><title>Fake canvas</title></head><body>
<iframe id="preview" title="Preview" src="${src.replace(/"/g, '&quot;')}" style="width:1200px;height:800px"></iframe>
<script>
  window.received = [];
  window.addEventListener('message', (event) => {
    try { window.received.push(JSON.parse(event.data)); } catch { window.received.push({ type: 'unparsable' }); }
  });
  window.sendToPreview = (message) => document.getElementById('preview').contentWindow.postMessage(JSON.stringify(message), '*');
</script></body></html>`;

const embedScript = `(() => {
  const send = (message) => window.parent.postMessage(JSON.stringify(message), '*');
  send({ type: 'fake-embed-loaded', editing: window.__UNIFORM_CONTEXTUAL_EDITING__ });
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
    if (start) send({ type: 'select-component', id: start.dataset.componentId });
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
