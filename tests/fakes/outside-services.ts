import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Fakes of two outside services on 127.0.0.1, one port: LaunchDarkly's client-side flag endpoints
 * (/sdk/evalx/{env}/contexts/{context}, /sdk/goals/{env}, events) and a Formstack-style form script
 * (/forms/js.php/{formName}) that builds its form with document.write. Answers CORS preflight, as the SDK sends
 * custom headers.
 */
export interface FakeOutsideServices {
  url: string;
  requests: { method: string; path: string; query: URLSearchParams }[];
  /** The flag values every evaluation answers with. */
  setFlags(flags: Record<string, unknown>): void;
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, REPORT, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Max-Age': '600',
};

function formScript(formName: string): string {
  const markup = `<form data-stub-form="${formName}"><h1>Stub form ${formName}</h1><label>Business name <input name="business"></label><button type="submit">Send</button></form>`;
  return `document.write(${JSON.stringify(markup)});`;
}

export async function startFakeOutsideServices(port: number): Promise<FakeOutsideServices> {
  let flags: Record<string, unknown> = {};
  const requests: FakeOutsideServices['requests'] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ method: request.method ?? 'GET', path: url.pathname, query: url.searchParams });
    request.resume();
    const send = (status: number, body: string, type = 'application/json') => {
      response.writeHead(status, { ...CORS, 'Content-Type': type, 'Cache-Control': 'no-store' });
      response.end(body);
    };
    if (request.method === 'OPTIONS') return send(204, '');
    if (url.pathname.startsWith('/sdk/evalx/')) {
      const body = Object.fromEntries(
        Object.entries(flags).map(([key, value], index) => [
          key,
          { value, variation: value ? 1 : 0, version: index + 1, trackEvents: false },
        ]),
      );
      return send(200, JSON.stringify(body));
    }
    if (url.pathname.startsWith('/sdk/goals/')) return send(200, '[]');
    if (url.pathname.startsWith('/events/')) return send(202, '');
    const form = /^\/forms\/js\.php\/([\w-]+)$/.exec(url.pathname);
    if (form?.[1]) return send(200, formScript(form[1]), 'application/javascript');
    return send(404, '{}');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setFlags: (next) => {
      flags = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
