import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawRequest {
  port: number;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** Sent as is; with `keepOpen` the request is never ended (the body is declared but never finished). */
  body?: string;
  keepOpen?: boolean;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  elapsedMs: number;
}

/**
 * A request to 127.0.0.1 whose target and headers go out byte for byte (no client resolving `%2e%2e` or folding
 * `%2F`), its answer read whole and never followed.
 */
export function rawRequest({ port, path, method = 'GET', headers = {}, body, keepOpen = false }: RawRequest) {
  const started = Date.now();
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, elapsedMs: Date.now() - started });
        if (keepOpen) req.destroy();
      });
    });
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error(`${method} ${path.slice(0, 60)} got no answer within 20 s`)));
    // Ended with its body, Node sends a Content-Length as a browser does (written alone, it would send it chunked).
    if (!keepOpen) req.end(body);
    else if (body !== undefined) req.write(body);
  });
}
