import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { NON_HTML_POLICY } from '../csp/policy';

/**
 * Holds back the head of an HTML response until its whole body is known, so its Content-Security-Policy can allow
 * exactly the inline scripts it carries, whoever asked and whatever Next served (a prerendered page, a page
 * regenerated after a revalidation, an error page). Other responses pass straight through with a policy that lets
 * nothing run (it matters for SVG and for anything opened directly).
 *
 * Next sends cached pages with a single `end(body)`; a streamed render is buffered here, which only delays its first
 * byte. `policyForHtml` returns undefined to keep a policy already set (draft mode's nonce) or to send none (a body-less
 * answer to HEAD or a 304 whose body was never seen: a policy computed from nothing would block the stored page).
 */
export interface HtmlPolicyOptions {
  /** `html()` decodes the body only when needed: a body already seen under its ETag is not read again. */
  policyForHtml(html: () => string, etag: string | undefined): string | undefined;
  /** Last changes to the head of every response before it goes out. */
  finishHead?(res: ServerResponse): void;
}

type Callback = (error?: Error | null) => void;
type Chunk = string | Uint8Array;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === 'string'
    ? Buffer.from(chunk, encoding ?? 'utf8')
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

function applyHeaders(
  res: ServerResponse,
  headers: OutgoingHttpHeaders | readonly (string | string[])[] | undefined,
): void {
  if (!headers) return;
  if (Array.isArray(headers)) {
    for (let index = 0; index + 1 < headers.length; index += 2)
      res.setHeader(String(headers[index]), headers[index + 1] as string | string[]);
    return;
  }
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
}

export function attachHtmlPolicy(res: ServerResponse, options: HtmlPolicyOptions): void {
  const original = { write: res.write, end: res.end, writeHead: res.writeHead };
  const chunks: Buffer[] = [];
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided';

  const restore = () => {
    res.write = original.write;
    res.end = original.end;
    res.writeHead = original.writeHead;
  };

  const decide = () => {
    if (mode !== 'undecided') return;
    // A 304 stands for a stored HTML body, and its headers replace the stored ones: it must never get the no-scripts policy.
    const html = res.statusCode === 304 || String(res.getHeader('content-type') ?? '').startsWith('text/html');
    mode = html ? 'hold' : 'pass';
    if (html) return;
    if (!res.hasHeader('content-security-policy')) res.setHeader('Content-Security-Policy', NON_HTML_POLICY);
    options.finishHead?.(res);
    restore();
  };

  res.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    res.statusCode = statusCode;
    const [first, second] = rest;
    if (typeof first === 'string') res.statusMessage = first;
    applyHeaders(res, (typeof first === 'string' ? second : first) as OutgoingHttpHeaders | undefined);
    decide();
    // Held: Node writes the head with the body in end(), after the policy is set.
    return mode === 'pass' ? original.writeHead.call(res, res.statusCode) : res;
  } as ServerResponse['writeHead'];

  res.write = function write(
    this: ServerResponse,
    chunk: Chunk,
    encoding?: BufferEncoding | Callback,
    callback?: Callback,
  ) {
    decide();
    if (mode === 'pass') return original.write.call(res, chunk, encoding as BufferEncoding, callback);
    chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) queueMicrotask(() => done());
    return true;
  } as ServerResponse['write'];

  res.end = function end(
    this: ServerResponse,
    chunk?: Chunk | Callback,
    encoding?: BufferEncoding | Callback,
    callback?: Callback,
  ) {
    decide();
    if (mode === 'pass') return original.end.call(res, chunk as Chunk, encoding as BufferEncoding, callback);
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined));
    const done = [chunk, encoding, callback].find((item): item is Callback => typeof item === 'function');
    const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
    const etag = res.getHeader('etag');
    const policy = options.policyForHtml(() => body.toString('utf8'), typeof etag === 'string' ? etag : undefined);
    if (policy) res.setHeader('Content-Security-Policy', policy);
    options.finishHead?.(res);
    restore();
    const send = original.end as (this: ServerResponse, chunk: Buffer, callback?: Callback) => ServerResponse;
    return send.call(res, body, done);
  } as ServerResponse['end'];
}
