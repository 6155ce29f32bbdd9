import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Small fakes of the outside services the browser talks to, on one 127.0.0.1 port: the analytics collector
 * (POST /events), the bot-check service (GET /api/v1/cheq/Enrollment) and an "editor" page on this other origin that
 * frames the site like Uniform's canvas (GET /editor?src=…).
 */
export interface BotCheckBehaviour {
  status: number;
  body?: unknown;
  /** Drop the connection instead of answering (the browser sees a failed request). */
  drop?: boolean;
}

export interface FakeIntegrationServices {
  url: string;
  analyticsEvents: { authorization: string | undefined; body: Record<string, unknown> }[];
  botCheckRequests: URLSearchParams[];
  botCheck: BotCheckBehaviour;
  analyticsStatus: number;
  /** Drop analytics connections instead of answering (the collector cannot be reached). */
  analyticsDrop: boolean;
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, authorization',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

const editorPage = (src: string) => `<!doctype html><html lang="en"><head><title>Fake canvas editor</title></head><body>
<iframe id="preview" title="Preview" src="${src.replace(/"/g, '&quot;')}" style="width:1200px;height:800px"></iframe>
<script>
  window.received = [];
  window.addEventListener('message', (event) => {
    try { window.received.push(JSON.parse(event.data)); } catch { window.received.push({ type: 'unparsable' }); }
  });
  window.sendToPreview = (message) => document.getElementById('preview').contentWindow.postMessage(JSON.stringify(message), '*');
</script></body></html>`;

export async function startFakeIntegrationServices(): Promise<FakeIntegrationServices> {
  const state: FakeIntegrationServices = {
    url: '',
    analyticsEvents: [],
    botCheckRequests: [],
    botCheck: { status: 200, body: { success: true, threatTypeCode: 0 } },
    analyticsStatus: 200,
    analyticsDrop: false,
    close: async () => undefined,
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      return res.end();
    }
    if (url.pathname === '/events' && req.method === 'POST') {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        if (state.analyticsDrop) return req.socket.destroy();
        state.analyticsEvents.push({
          authorization: req.headers.authorization,
          body: JSON.parse(raw) as Record<string, unknown>,
        });
        res.writeHead(state.analyticsStatus, { ...CORS, 'content-type': 'application/json' });
        res.end('{}');
      });
      return;
    }
    if (url.pathname === '/api/v1/cheq/Enrollment') {
      state.botCheckRequests.push(url.searchParams);
      if (state.botCheck.drop) return req.socket.destroy();
      res.writeHead(state.botCheck.status, { ...CORS, 'content-type': 'application/json' });
      return res.end(JSON.stringify(state.botCheck.body ?? {}));
    }
    if (url.pathname === '/editor') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(editorPage(url.searchParams.get('src') ?? ''));
    }
    res.writeHead(404, CORS);
    res.end();
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
